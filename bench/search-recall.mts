/**
 * Search recall for 30 common Chinese shopping words over the real titles of the translation testdata (decision 075).
 * Usage: npx tsx bench/search-recall.mts [repository root] — this tree by default; an older tree (git archive) for
 * the before figure.
 * Found = the title holds a term of every group searchGroups(expandKeyword(word)) gives, ignoring case: what the
 * local search (FTS5 / pg_trgm, both checked with LIKE/ILIKE on the title) answers — a whole-word term (decision
 * 121) only as a whole word, in a tree that has them. Wanted = the hand rule per word.
 */
import { fileURLToPath } from 'node:url';

/** The tree whose search is measured (an older one for the before figure); the titles are always this tree's. */
const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
const here = fileURLToPath(new URL('..', import.meta.url));
const { buildBrands } = await import(`${root}/apps/server/src/marketplace/local/catalog-generator.ts`);
const { buildDictionary } = await import(`${root}/apps/server/src/modules/translation/glossary/dictionary.ts`);
const expansion = await import(`${root}/apps/server/src/modules/catalog/search/query-expansion.ts`);
const { expandKeyword, searchGroups } = expansion;
/** A tree before decision 121 matches every term as a substring. */
const wholeWordsOf: (groups: string[][]) => Set<string> = expansion.wholeWordTerms
  ? (groups) => new Set(expansion.wholeWordTerms(groups, expansion.searchVocabulary(d).wholeWords))
  : () => new Set();
const { holdsWholeWord } = await import(`${here}/apps/server/src/lib/whole-words.ts`);
const fs = await import('node:fs');
const titles: { title: string; category: string }[] = JSON.parse(
  fs.readFileSync(`${here}/apps/server/src/modules/translation/testdata/real-titles.json`, 'utf8'),
);
const brands = buildBrands().map(
  (b: { id: number; name: string; name_en: string; name_zh: string; initial: string; popularity: number; aliases: string }) => ({
    brandId: b.id,
    name: b.name,
    nameEn: b.name_en,
    nameZh: b.name_zh,
    initial: b.initial,
    popularity: b.popularity,
    aliases: JSON.parse(b.aliases),
  }),
);
const d = buildDictionary(brands);
type Rule = (t: { title: string; category: string }) => boolean;
const re =
  (r: RegExp, cat?: string): Rule =>
  (t) =>
    r.test(t.title.normalize('NFKC')) && (!cat || t.category === cat);
const cat =
  (c: string): Rule =>
  (t) =>
    t.category === c;
const golfClub = re(/ドライバー|アイアン|パター|ウェッジ|ウッド|ユーティリティ|クラブ|\b\dW\b|\bUT\b/, 'golf');
const WORDS: [string, Rule][] = [
  ['游戏机', re(/ゲーム機|本体|ゲームボーイ|スイッチ|switch|3DS|PS[2-5]|プレイステーション|ファミコン/i, 'game')],
  ['手柄', re(/コントローラ|パッド/)],
  ['钱包', re(/財布|ウォレット|wallet|コインケース|小銭入れ/i)],
  ['包', re(/バッグ|bag|トート|ショルダー|リュック|ボストン|クラッチ|ポシェット|バックパック/i)],
  ['手提包', re(/ハンドバッグ|トート|ハンド/i)],
  ['单肩包', re(/ショルダー/)],
  ['双肩包', re(/リュック|バックパック|デイパック/)],
  ['路易威登', re(/ヴィトン|vuitton/i)],
  ['相机', re(/カメラ|デジカメ|一眼|ミラーレス|ボディ/, 'camera')],
  ['镜头', re(/レンズ|lens|\d+mm|\d+-\d+mm/i)],
  ['耳机', re(/イヤホン|ヘッドホン|ヘッドフォン|イヤフォン|earphone|headphone/i)],
  ['音箱', re(/スピーカー|speaker/i)],
  ['功放', re(/アンプ|amplifier/i)],
  ['调谐器', re(/チューナー|tuner/i)],
  ['唱片', re(/レコード|\bLP\b|EP盤|アナログ盤|シングル盤|7インチ|12インチ|vinyl/i)],
  ['光盘', re(/\bCD|DVD|Blu-ray|ブルーレイ/i)],
  ['漫画', re(/漫画|マンガ|コミック|comic/i)],
  ['画册', re(/画集|作品集|図録|アートブック|イラスト集|art ?book/i)],
  ['书', cat('book')],
  ['卡牌', cat('card')],
  ['评级卡', re(/PSA|BGS|ARS|鑑定/)],
  ['球杆', golfClub],
  ['高尔夫球杆', golfClub],
  ['一号木', re(/ドライバー|\b1W\b/, 'golf')],
  ['铁杆', re(/アイアン/, 'golf')],
  ['推杆', re(/パター/)],
  ['运动鞋', cat('shoes')],
  ['戒指', re(/(?<!イヤ)リング|指輪/, 'jewelry')],
  ['钻石', re(/ダイヤ|diamond|ルース/i)],
  ['衣服', cat('clothing')],
  ['手机', (t) => t.category === 'phone' || /iPhone|スマホ|スマートフォン|Xperia|Galaxy|Pixel/i.test(t.title)],
  ['服务器', re(/サーバ/, 'pc')],
  ['电脑', re(/パソコン|\bPC\b|MacBook|ノート|デスクトップ|サーバ/i, 'pc')],
];
let W = 0,
  F = 0,
  FW = 0,
  zero = 0,
  n = 0;
const rows: string[] = [];
for (const [word, wanted] of WORDS) {
  const wholeWords = expansion.searchVocabulary?.(d).wholeWords;
  const groups: string[][] = (
    wholeWords ? searchGroups(expandKeyword(word, d), wholeWords) : searchGroups(expandKeyword(word, d))
  ).map((g: string[]) => g.map((x) => x.toLowerCase()));
  const whole = wholeWordsOf(groups);
  const holds = (title: string, term: string) =>
    whole.has(term) ? holdsWholeWord(title, term) : title.toLowerCase().includes(term);
  const found = titles.filter((t) => groups.length && groups.every((g: string[]) => g.some((x) => holds(t.title, x))));
  const want = titles.filter(wanted);
  if (!want.length) continue;
  n++;
  const hit = want.filter((t) => found.includes(t)).length;
  W += want.length;
  F += found.length;
  FW += found.filter((t) => wanted(t)).length;
  if (hit === 0) zero++;
  rows.push(
    `${word}\t${want.length}\t${found.length}\t${hit}\t${((100 * hit) / want.length).toFixed(0)}%\t${JSON.stringify(groups).slice(0, 90)}`,
  );
}
console.log(rows.join('\n'));
console.log(
  `words ${n}  wanted ${W}  found ${F}  recall ${((100 * FW) / W).toFixed(1)}% (micro)  precision ${F ? ((100 * FW) / F).toFixed(1) : '-'}%  words finding none of theirs ${zero}`,
);
