import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

/** Operator-set links (home_url, banner jumpUrl, menu items and sub-items) follow the contract's link rule. */
let t: TestApp;
let staff: TestClient;
let topMenuId: number;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await memberClient(t, 'links_desk', 'operator')).client;
  const top = await t.database.db.selectFrom('menu_items').select('id').where('parent_id', 'is', null).executeTakeFirstOrThrow();
  topMenuId = top.id;
});
afterAll(() => t.close());

const BAD = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' /\t/evil.example',
  'http://plain.example',
  'https://user:pw@evil.example',
  'evil.example',
];
const GOOD = ['/', '/#/guide?id=2', '/search?keyword=%E6%89%8B%E8%A1%A8', 'https://example.com/sale'];

async function stored() {
  const db = t.database.db;
  return {
    site: await db.selectFrom('settings').select('value').where('key', '=', 'site').executeTakeFirst(),
    banners: await db.selectFrom('banners').selectAll().orderBy('id').execute(),
    menu: await db.selectFrom('menu_items').selectAll().orderBy('id').execute(),
  };
}

const site = (home_url: string) => ({ searchPage: 'official', home_url, wechat_work: 'https://work.weixin.qq.com/kfid/x' });
const banner = (jumpUrl: string) => ({ img: '/static/banners/banner-1.svg', jumpUrl });

describe('security: operator links accept only same-site paths and https:// addresses', () => {
  it('refuses bad links in home_url, banner jumpUrl, menu items and sub-items with 400, storing nothing', async () => {
    const before = await stored();
    for (const url of BAD) {
      for (const [path, body] of [
        ['/api/admin/settings/site', site(url)],
        ['/api/admin/banners/save', banner(url)],
        ['/api/admin/menu/save', { name: '活动', url }],
        ['/api/admin/menu/save', { name: '子菜单', url, parentId: topMenuId }],
      ] as const) {
        const result = await staff.post(path, { json: body });
        expect(result.status, `${path} ${JSON.stringify(url)}`).toBe(400);
        expect(result.body.msg).toMatch(/链接/);
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('accepts same-site paths and https:// addresses', async () => {
    for (const url of GOOD) {
      expect((await staff.post('/api/admin/settings/site', { json: site(url) })).body.code, url).toBe(0);
      expect((await staff.post('/api/admin/banners/save', { json: banner(url) })).body.code, url).toBe(0);
      expect(
        (await staff.post('/api/admin/menu/save', { json: { name: '子菜单', url, parentId: topMenuId } })).body.code,
        url,
      ).toBe(0);
    }
    expect((await staff.post('/api/admin/banners/save', { json: banner('') })).body.code).toBe(0);
  });
});
