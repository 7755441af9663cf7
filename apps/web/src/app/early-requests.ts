/**
 * The calls a first screen makes, asked by index.html's inline script before any script of ours has
 * arrived (decision 056): on a phone the entry takes about a second to download, and the data —
 * then the largest image, which needs the data to be known — waited for it. Each answer is taken once by
 * the API client (`lib/early-responses.ts`), by the exact URL it would have asked; an unused one is
 * dropped. Imported by vite.config.ts, so nothing here may import app code.
 *
 * `image` names where the screen's largest image sits in the first call's answer: it is preloaded as soon
 * as that answer arrives. A browser spec checks that every early call is taken and none asked twice.
 */
export interface EarlyRequests {
  /** The hash path (without its query); `$1` in a URL is its first group. */
  path: RegExp;
  /**
   * Only when the hash's query is a keyword alone (a search opened from a link): `$k` in a URL is that
   * keyword as the app sends it (trimmed, at most 100 characters, form-encoded).
   */
  keywordOnly?: boolean;
  urls: string[];
  image?: (string | number)[];
}

/** Every screen's shell: the site settings and the exchange rate; the shop's header menu (not the console's). */
export const SHELL_REQUESTS: { url: string; except?: RegExp }[] = [
  { url: '/api/sys/config' },
  { url: '/api/index/rate' },
  { url: '/api/SysMenuList', except: /^\/admin(\/|$)/ },
];

export const EARLY_REQUESTS: EarlyRequests[] = [
  {
    path: /^\/?$/,
    // The recommended goods' parameters are RECOMMEND_CATEGORIES and RECOMMEND_ITEMS_PER_CATEGORY (a test keeps them equal).
    urls: ['/api/index/banners', '/api/index/hotCategories', '/api/index/recommendCategoriesGoods?categories=6&limit=10'],
    image: ['data', 0, 'img'],
  },
  {
    path: /^\/search\/?$/,
    keywordOnly: true,
    // SEARCH_PAGE_SIZE and SUGGESTIONS_LIMIT (a test keeps them equal).
    urls: ['/api/goods/search?keyword=$k&sort=relevance&page=1&limit=20', '/api/goods/recommendSearch?keyword=$k&limit=8'],
    image: ['data', 'list', 0, 'image'],
  },
  {
    path: /^\/shop\/product\/([a-z]?\d{7,10})\/?$/,
    urls: ['/api/goods/itemInfo?itemId=$1'],
    image: ['data', 'images', 0],
  },
];

/**
 * The inline script (ES5, no app code loaded yet): asks the opened route's calls, then the shell's, keeps
 * each answer's promise in `window.__daigouEarly` by URL, and preloads the largest image once it is known.
 */
export function earlyRequestsScript(): string {
  const table = EARLY_REQUESTS.map((e) => [e.path.source, e.urls, e.image ?? null, e.keywordOnly ? 1 : 0]);
  return `(function(){if(!window.fetch||!window.URLSearchParams)return;var h=location.hash.slice(1).split('?'),p=h[0]||'/',q=new URLSearchParams(h[1]||''),w=(q.get('keyword')||'').trim().slice(0,100),o=0,e=window.__daigouEarly={},t=${JSON.stringify(table)},g=function(u){return e[u]=fetch(u,{headers:{Accept:'application/json'},credentials:'same-origin'})};q.forEach(function(v,n){if(n!=='keyword')o=1});w=w&&!o?new URLSearchParams({keyword:w}).toString().slice(8):'';for(var i=0;i<t.length;i++){var m=new RegExp(t[i][0]).exec(p);if(!m||(t[i][3]&&!w))continue;var r=t[i][1].map(function(u){return g(u.replace('$1',m[1]).replace(/\\$k/g,w))})[0],k=t[i][2];if(k)r.then(function(a){return a.ok?a.clone().json():null}).then(function(b){for(var j=0;j<k.length&&b;j++)b=b[k[j]];if(typeof b!=='string')return;var l=document.createElement('link');l.rel='preload';l.as='image';l.href=b;l.setAttribute('fetchpriority','high');document.head.appendChild(l)}).catch(function(){});break}${JSON.stringify(SHELL_REQUESTS.map((r) => [r.url, r.except?.source ?? null]))}.forEach(function(r){if(!r[1]||!new RegExp(r[1]).test(p))g(r[0])})})()`;
}
