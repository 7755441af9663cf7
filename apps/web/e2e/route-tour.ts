import type { Browser, Page } from '@playwright/test';
import { type Account, callFromPage, DEMO_MEMBER, expect, OPERATOR, postJson, serverNow } from './fixtures';

/**
 * The route tour's world: a member of its own with money, two orders (one paid, with a message), two
 * favourites, a followed and a blacklisted seller and a viewed product; every route of the spec's table and
 * every /users child, and the operator console's screens.
 */

interface ItemRow {
  itemId: string;
  sellerId: string;
  status: string;
  currentPrice: number;
  buyNowPrice: number | null;
  endTime: number;
}

export interface TourWorld {
  member: Account;
  itemId: string;
  sellerId: string;
  orderId: number;
  paidOrderId: number;
  checkItemId: string;
  /** A parcel waiting to be packed (two days' auction bought by hand, at the warehouse with its weight). */
  parcelId: number;
  /** The tour member's id, for the console's member page. */
  userId: number;
}

async function signIn(page: Page, who: Account): Promise<void> {
  await page.goto('/#/');
  const answer = await callFromPage(page, 'POST', '/api/user/login', { account: who.account, password: who.password });
  expect(answer.code, answer.msg).toBe(0);
  await page.evaluate(() => localStorage.setItem('daigou_login_flag', String(Date.now())));
}

/** Builds the tour's world through the real calls; the member is registered for this run alone. */
export async function buildTourWorld(browser: Browser, baseURL: string | undefined): Promise<TourWorld> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await page.goto('/#/');
  const member = { account: `tour${Date.now().toString(36)}`, password: 'member12345' };
  const registered = await callFromPage(page, 'POST', '/api/user/register', {
    ...member,
    confirm: member.password,
    name: '巡检会员',
  });
  expect(registered.code, registered.msg).toBe(0);
  await page.evaluate(() => localStorage.setItem('daigou_login_flag', String(Date.now())));

  const found = await callFromPage<{ list: ItemRow[] }>(
    page,
    'GET',
    `/api/goods/search?keyword=${encodeURIComponent('バッグ')}&limit=40`,
  );
  const open = found.data.list.filter((i) => i.status === 'OPEN');
  expect(open.length).toBeGreaterThan(12);
  let itemId = open[0].itemId;
  let sellerId = open[0].sellerId;
  // The product page with the most photos (the gallery is the widest thing on it).
  for (const item of open.slice(0, 12)) {
    const info = await callFromPage<{ images: string[] }>(page, 'GET', `/api/goods/itemInfo?itemId=${item.itemId}`);
    if (info.data.images.length >= 8) {
      itemId = item.itemId;
      sellerId = item.sellerId;
      break;
    }
  }
  await page.goto(`/#/shop/product/${itemId}`);
  await expect(page.getByTestId('product-gallery')).toBeVisible();
  await callFromPage(page, 'POST', '/api/collect/add', { itemId: open[1].itemId });
  await callFromPage(page, 'POST', '/api/collect/add', { itemId: open[2].itemId });
  await callFromPage(page, 'POST', '/api/seller/follow', { sellerId });
  const other = open.find((i) => i.sellerId !== sellerId);
  if (other) await callFromPage(page, 'POST', '/api/seller/black', { sellerId: other.sellerId });

  const staff = await context.browser()?.newContext({ baseURL });
  const staffPage = await staff?.newPage();
  if (!staff || !staffPage) throw new Error('no second context');
  await signIn(staffPage, OPERATOR);
  const members = await callFromPage<{ list: Array<{ userId: number; account: string }> }>(
    staffPage,
    'GET',
    `/api/admin/members?keyword=${member.account}`,
  );
  const userId = members.data.list.find((m) => m.account === member.account)?.userId;
  if (!userId) throw new Error('the tour member is not in the console');
  const adjusted = await postJson(staffPage, '/api/admin/balance/adjust', {
    userId,
    amount: 300_000,
    reason: '巡检充值',
    requestId: `tour${Date.now()}`,
  });
  expect(adjusted.code, adjusted.msg).toBe(0);

  const orders: number[] = [];
  for (const item of open.slice(4)) {
    const form: Record<string, string> = item.buyNowPrice
      ? { itemId: item.itemId, kind: 'buyout', inspection: '1', remark: '请检查有无划痕' }
      : { itemId: item.itemId, kind: 'bid', maxBid: String(item.currentPrice * 2 + 1000), inspection: '0', remark: '' };
    const created = await callFromPage<{ orderId: number }>(page, 'POST', '/api/order/create', form);
    if (created.code === 0) orders.push(created.data.orderId);
    if (orders.length === 2) break;
  }
  const [orderId, paidOrderId] = orders;
  const paid = await callFromPage(page, 'POST', '/api/order/pay', { orderId: String(paidOrderId) });
  expect(paid.code, paid.msg).toBe(0);
  await callFromPage(page, 'POST', '/api/order/sendMsg', {
    orderId: String(paidOrderId),
    content: '请帮忙确认商品有无划痕，谢谢。这是一段较长的留言，看看手机上是否换行。',
  });
  const parcelId = await parcelOfTour(page, staffPage, open.slice(4));
  await staff.close();
  await context.close();
  return { member, itemId, sellerId, orderId, paidOrderId, checkItemId: open[3].itemId, parcelId, userId };
}

/**
 * A parcel for the tour: the member bids on an auction ending in more than two days (the bidding engine leaves
 * it alone), staff buy it by hand, record the seller's shipment and the arrival with weight and box, and the
 * member asks for it to be shipped by EMS.
 */
async function parcelOfTour(page: Page, staffPage: Page, candidates: ItemRow[]): Promise<number> {
  const now = await serverNow(page);
  // The cheapest first: each project's world buys its own, and the balance must cover the maximum.
  for (const item of [...candidates].sort((a, b) => a.currentPrice - b.currentPrice)) {
    if (item.endTime - now < 2 * 86_400_000) continue;
    const maxBid = item.currentPrice * 2 + 1000;
    if (item.buyNowPrice !== null && maxBid >= item.buyNowPrice) continue;
    const created = await callFromPage<{ orderId: number }>(page, 'POST', '/api/order/create', {
      itemId: item.itemId,
      kind: 'bid',
      maxBid: String(maxBid),
      inspection: '0',
      remark: '',
    });
    if (created.code !== 0) continue;
    const orderId = created.data.orderId;
    const paid = await callFromPage(page, 'POST', '/api/order/pay', { orderId: String(orderId) });
    expect(paid.code, paid.msg).toBe(0);
    for (const [path, body] of [
      ['/api/admin/order/purchase', { orderId, finalPrice: maxBid }],
      ['/api/admin/order/shipment', { orderId, carrier: 'ヤマト運輸', trackingNo: `T${orderId}` }],
      ['/api/admin/order/arrival', { orderId, shippingFee: 0, weightG: 900, lengthCm: 30, widthCm: 20, heightCm: 10 }],
    ] as const) {
      const answer = await postJson(staffPage, path, body);
      expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
    }
    const address = await callFromPage<{ addressId: number }>(page, 'POST', '/api/address/add', {
      recipient: '巡检收件人',
      mobile: '13900139000',
      provinceCode: '44',
      cityCode: '4403',
      districtCode: '440305',
      street: '深南大道 9988 号华润大厦 18 楼 1801 室',
      isDefault: '1',
    });
    expect(address.code, address.msg).toBe(0);
    const addresses = await callFromPage<Array<{ addressId: number }>>(page, 'GET', '/api/address/list');
    const parcel = await postJson<{ parcelIds: number[] }>(page, '/api/parcel/create', {
      items: [{ orderId, description: '二手手提包', declaredValue: maxBid }],
      addressId: addresses.data[0].addressId,
      method: 'ems',
    });
    expect(parcel.code, parcel.msg).toBe(0);
    return parcel.data.parcelIds[0];
  }
  throw new Error('no open auction ending in more than two days for the tour parcel');
}

export interface TourRoute {
  name: string;
  path: string;
}

/** Every route of the spec's table (spec §2) and every /users child, with the world's ids. */
export function memberRoutes(world: TourWorld): TourRoute[] {
  const keyword = encodeURIComponent('バッグ');
  return [
    { name: 'home', path: '/' },
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'forgot', path: '/forgot' },
    // A well-formed link that is not (or no longer) valid: the form shows; the server says so on submit.
    { name: 'reset', path: `/reset?token=${'T'.repeat(43)}` },
    { name: 'confirm-email', path: `/confirm-email?token=${'C'.repeat(43)}` },
    { name: 'unsubscribe', path: `/unsubscribe?t=${'U'.repeat(32)}` },
    { name: 'brands', path: '/brands' },
    { name: 'categories', path: '/categories' },
    { name: 'search', path: `/search?keyword=${keyword}` },
    { name: 'search-by-page', path: `/searchByPage?keyword=${keyword}` },
    { name: 'search-method', path: '/search/method' },
    { name: 'shop', path: `/shop/${world.sellerId}` },
    { name: 'product', path: `/shop/product/${world.itemId}` },
    { name: 'seller', path: `/seller/${world.sellerId}` },
    { name: 'order', path: `/order/${world.paidOrderId}` },
    { name: 'order-paste', path: '/order/check' },
    { name: 'order-check', path: `/order/check/${world.checkItemId}` },
    { name: 'order-settle', path: `/order/settle/${world.orderId}` },
    { name: 'order-success', path: `/order/success/${world.paidOrderId}` },
    { name: 'charge-success', path: '/charge/success' },
    { name: 'comments', path: '/comments' },
    { name: 'message', path: '/message' },
    { name: 'guide-1', path: '/guide?id=1' },
    { name: 'guide-2', path: '/guide?id=2' },
    { name: 'guide-3', path: '/guide?id=3' },
    { name: 'users', path: '/users/' },
    { name: 'users-address', path: '/users/address' },
    { name: 'users-charge', path: '/users/charge' },
    { name: 'users-collect', path: '/users/collect' },
    { name: 'users-history', path: '/users/history' },
    { name: 'users-message', path: '/users/message' },
    { name: 'users-notify', path: '/users/notify' },
    { name: 'users-order', path: '/users/order?type=all' },
    { name: 'users-order-paid', path: '/users/order?type=3' },
    { name: 'users-service', path: '/users/service' },
    { name: 'users-setting', path: '/users/setting' },
    { name: 'users-shop', path: '/users/shop' },
    { name: 'users-shop-black', path: '/users/shop/black' },
    { name: 'users-search-alerts', path: '/users/search-alerts' },
    { name: 'users-withdraw', path: '/users/withdraw' },
    { name: 'users-parcel', path: '/users/parcel' },
    { name: 'users-parcel-new', path: '/users/parcel/new' },
    { name: 'users-parcel-detail', path: `/users/parcel/${world.parcelId}` },
    { name: 'not-found', path: '/no-such-screen' },
  ];
}

/** The operator console's screens. */
export function consoleRoutes(world: TourWorld): TourRoute[] {
  return [
    { name: 'admin', path: '/admin' },
    { name: 'admin-orders', path: '/admin/orders' },
    { name: 'admin-bid-tasks', path: '/admin/bid-tasks' },
    { name: 'admin-order', path: `/admin/orders/${world.paidOrderId}` },
    { name: 'admin-parcels', path: '/admin/parcels' },
    { name: 'admin-parcels-all', path: '/admin/parcels?type=all' },
    { name: 'admin-parcel', path: `/admin/parcels/${world.parcelId}` },
    { name: 'admin-storage', path: '/admin/storage' },
    { name: 'admin-unweighed', path: '/admin/unweighed' },
    { name: 'admin-shipping', path: '/admin/shipping' },
    { name: 'admin-inbox', path: '/admin/inbox' },
    { name: 'admin-recharges', path: '/admin/recharges' },
    { name: 'admin-ledger', path: '/admin/ledger' },
    { name: 'admin-settings', path: '/admin/settings' },
    { name: 'admin-banners', path: '/admin/banners' },
    { name: 'admin-menu', path: '/admin/menu' },
    { name: 'admin-keywords', path: '/admin/keywords' },
    { name: 'admin-help', path: '/admin/help' },
    { name: 'admin-audit', path: '/admin/audit' },
    { name: 'admin-login-locks', path: '/admin/login-locks' },
    { name: 'admin-member', path: `/admin/members/${world.userId}` },
    { name: 'admin-outbox', path: '/admin/outbox' },
    { name: 'admin-payments', path: '/admin/payments' },
    { name: 'admin-translations', path: '/admin/translations' },
  ];
}

export { DEMO_MEMBER, OPERATOR, signIn };

/** What a screen looks like to the layout checks, measured in the page. */
export interface LayoutReport {
  viewportWidth: number;
  scrollWidth: number;
  /** The widest elements sticking out of the viewport (outermost only), to name the culprit. */
  wide: string[];
  /**
   * Visible controls that a fixed or sticky element outside them overlaps (a bar pinned to the bottom only
   * when the page cannot scroll the control above it).
   */
  covered: string[];
  /** Visible controls in the first screen smaller than 40 × 40 px in both directions. */
  small: string[];
  scrollY: number;
  title: string;
  text: string;
}

export async function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}` +
      `「${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 16)}」`;
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const wide: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right <= vw + 1 || !visible(el)) continue;
      // Inside a box that scrolls (or clips) sideways it does not widen the page.
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const overflowX = getComputedStyle(p).overflowX;
        if (overflowX !== 'visible') {
          clipped = true;
          break;
        }
      }
      if (!clipped) wide.push(`${describe(el)} right=${Math.round(r.right)}`);
    }
    const controls = [
      ...document.querySelectorAll('main a[href], main button, main input, main select, main textarea, main [role="button"]'),
    ].filter((el) => {
      if (!visible(el)) return false;
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= vw;
    });
    const pinned = [...document.querySelectorAll('body *')].filter(
      (el) => ['fixed', 'sticky'].includes(getComputedStyle(el).position) && visible(el),
    );
    const covered: string[] = [];
    const pageHeight = document.documentElement.scrollHeight;
    for (const control of controls) {
      const r = control.getBoundingClientRect();
      for (const pin of pinned) {
        if (pin.contains(control) || control.contains(pin)) continue;
        const q = pin.getBoundingClientRect();
        // A bar pinned to the bottom (the item page's decide bar, decision 085) hides a control only when the
        // page cannot scroll it up above the bar: the page must leave room beneath its last control.
        const bottomBar = q.bottom >= window.innerHeight - 1 && q.top > window.innerHeight / 2;
        if (bottomBar && r.bottom + window.scrollY <= pageHeight - q.height) continue;
        if (r.left < q.right && r.right > q.left && r.top < q.bottom && r.bottom > q.top)
          covered.push(`${describe(control)} under ${describe(pin)}`);
      }
    }
    const small = controls
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width < 40 && r.height < 40;
      })
      .map(describe);
    return {
      viewportWidth: vw,
      scrollWidth: document.documentElement.scrollWidth,
      wide: wide.slice(0, 5),
      covered: covered.slice(0, 5),
      small: small.slice(0, 5),
      scrollY: window.scrollY,
      title: document.title,
      text: document.body.textContent ?? '',
    };
  });
}
