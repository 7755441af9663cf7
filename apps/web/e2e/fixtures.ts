import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_MEMBER = { account: 'demo', password: 'demo12345' };

/** Logs in through the real login call (the same request the login screen sends) and sets the login flag. */
export async function loginAs(page: Page, account = DEMO_MEMBER.account, password = DEMO_MEMBER.password) {
  await page.goto('/#/');
  const ok = await page.evaluate(
    async ([a, p]) => {
      const token =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '';
      const response = await fetch('/api/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-XSRF-TOKEN': decodeURIComponent(token) },
        body: new URLSearchParams({ account: a, password: p }),
      });
      const body = await response.json();
      if (body.code === 0) localStorage.setItem('daigou_login_flag', String(Date.now()));
      return body.code === 0;
    },
    [account, password],
  );
  expect(ok).toBe(true);
}

export const test = base.extend<{ visitor: Page }>({
  visitor: async ({ page }, use) => {
    await use(page);
  },
});
export { expect };

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
