import { bidIncrement, type ItemCard, minimumBid } from '@daigou/contract';
import { type Browser, test as base, expect, type Page } from '@playwright/test';

/**
 * The specs' test kit: a `login` fixture (an existing account, or a fresh member registered for the test),
 * `otherPage` (a second browser logged in as someone else, closed after the test), and the calls specs
 * make from inside the page, as the app makes them.
 */

export interface Account {
  account: string;
  password: string;
}

export const DEMO_MEMBER: Account = { account: 'demo', password: 'demo12345' };
export const OPERATOR: Account = { account: 'admin', password: 'admin12345' };

/** A member registered for this test alone (its state starts empty): `prefix` names it in the database. */
export interface NewMember {
  newMember: string;
  name?: string;
}

export type Who = Account | NewMember;

export type Envelope<T> = { code: number; msg: string; data: T };

/** A call from inside the page, with the session cookie and the CSRF token, as the app makes it. */
export async function callFromPage<T>(
  page: Page,
  method: 'GET' | 'POST',
  url: string,
  form?: Record<string, string>,
): Promise<Envelope<T>> {
  return page.evaluate(
    async ([m, u, f]) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '',
      );
      const response = await fetch(u as string, {
        method: m as string,
        headers: f ? { 'Content-Type': 'application/x-www-form-urlencoded', 'X-XSRF-TOKEN': token } : { 'X-XSRF-TOKEN': token },
        body: f ? new URLSearchParams(f as Record<string, string>) : undefined,
      });
      return response.json();
    },
    [method, url, form ?? null] as const,
  ) as Promise<Envelope<T>>;
}

/** A JSON post from inside the page (the console's writes send JSON), with the CSRF token. */
export async function postJson<T>(page: Page, url: string, body: unknown): Promise<Envelope<T>> {
  return page.evaluate(
    async ([u, b]) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '',
      );
      const response = await fetch(u as string, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': token },
        body: JSON.stringify(b),
      });
      return response.json();
    },
    [url, body] as const,
  ) as Promise<Envelope<T>>;
}

/** The operator (a page logged in as staff) credits a member's balance: a ledger entry with a reason. */
export async function creditMember(staff: Page, member: Account, amount: number, reason = '测试充值'): Promise<void> {
  const found = await callFromPage<{ list: Array<{ userId: number; account: string }> }>(
    staff,
    'GET',
    `/api/admin/members?keyword=${member.account}`,
  );
  const userId = found.data.list.find((m) => m.account === member.account)?.userId;
  expect(userId, `member ${member.account} found by staff`).toBeTruthy();
  const adjusted = await postJson(staff, '/api/admin/balance/adjust', {
    userId,
    amount,
    reason,
    requestId: `credit${Date.now()}${Math.floor(Math.random() * 1000)}`,
  });
  expect(adjusted.code, adjusted.msg).toBe(0);
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/**
 * Logs `page` in through the real calls the login and registration screens send, then sets the login
 * flag as a successful user-info load does. Answers the account used.
 */
async function logIn(page: Page, who: Who = DEMO_MEMBER): Promise<Account> {
  await page.goto('/#/');
  let account: Account;
  let answer: Envelope<unknown>;
  if ('newMember' in who) {
    account = { account: unique(who.newMember), password: 'member12345' };
    answer = await callFromPage(page, 'POST', '/api/user/register', {
      account: account.account,
      password: account.password,
      confirm: account.password,
      name: who.name ?? '测试会员',
    });
  } else {
    account = who;
    answer = await callFromPage(page, 'POST', '/api/user/login', { account: who.account, password: who.password });
  }
  expect(answer.code, answer.msg).toBe(0);
  await page.evaluate(() => localStorage.setItem('daigou_login_flag', String(Date.now())));
  return account;
}

async function openPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  return context.newPage();
}

export const test = base.extend<{
  /** Logs the test's page in (the demo member by default) and answers the account. */
  login: (who?: Who) => Promise<Account>;
  /** A second browser with its own cookies, logged in: the other side (staff, another member). */
  otherPage: (who: Who) => Promise<Page>;
}>({
  login: async ({ page }, use) => {
    await use((who) => logIn(page, who));
  },
  otherPage: async ({ browser, baseURL }, use) => {
    const pages: Page[] = [];
    await use(async (who) => {
      const page = await openPage(browser, baseURL);
      pages.push(page);
      await logIn(page, who);
      return page;
    });
    for (const page of pages) await page.context().close();
  },
});
export { expect };

/**
 * Waits until the router shows the location in the address bar (after any redirect), not the screen before:
 * while a route's chunk or data loads, the router keeps the previous screen.
 */
export async function screenShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const shell = document.querySelector('.shell');
      if (!shell || shell.hasAttribute('data-navigating')) return false;
      const decode = (v: string) => {
        try {
          return decodeURIComponent(v);
        } catch {
          return v;
        }
      };
      return decode(window.location.hash.slice(1)) === decode(shell.getAttribute('data-location') ?? '');
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** The server's test clock (TEST_CONTROLS): now, in epoch ms. */
export async function serverNow(page: Page): Promise<number> {
  const response = await page.request.post('/api/test/clock/advance', { form: { ms: '0' } });
  return ((await response.json()) as Envelope<{ now: number }>).data.now;
}

/**
 * Moves the server's test clock forward in steps of at most 20 minutes, touching the session between steps:
 * one jump past the 30-minute idle expiry would log the member out.
 */
export async function advanceClock(page: Page, ms: number): Promise<void> {
  const step = 20 * 60_000;
  for (let left = ms; left > 0; left -= step) {
    const response = await page.request.post('/api/test/clock/advance', { form: { ms: String(Math.min(step, left)) } });
    expect(response.ok()).toBe(true);
    await page.evaluate(() => fetch('/api/user/balance'));
  }
}

/**
 * An open auction ending between `endsAfterMs` and 12 h from the server's now, at most ¥20,000, with a maximum
 * 8 increments above its minimum bid (simulated bidders go ≤ 6) that stays below any buy-it-now price;
 * `bidOnly` skips items that have one.
 */
export async function pickAuction(
  page: Page,
  { endsAfterMs, bidOnly = false }: { endsAfterMs: number; bidOnly?: boolean },
): Promise<{ item: ItemCard; maxBid: number }> {
  const now = await serverNow(page);
  for (let p = 1; p <= 5; p++) {
    const result = await callFromPage<{ list: ItemCard[] }>(page, 'GET', `/api/goods/search?sort=end_asc&limit=100&page=${p}`);
    expect(result.code, result.msg).toBe(0);
    for (const item of result.data.list) {
      if (item.status !== 'OPEN' || item.currentPrice > 20_000 || (bidOnly && item.buyNowPrice !== null)) continue;
      if (item.endTime - now < endsAfterMs || item.endTime - now > 12 * 3_600_000) continue;
      let maxBid = minimumBid(item.currentPrice);
      for (let i = 0; i < 8; i++) maxBid += bidIncrement(maxBid);
      if (item.buyNowPrice !== null && maxBid >= item.buyNowPrice) continue;
      return { item, maxBid };
    }
  }
  throw new Error('no suitable open auction in the catalogue');
}
