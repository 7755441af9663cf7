import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';
import { HTML_AS_PNG, multipartFile, SVG_AS_PNG, solidImage } from '../users/test-uploads';
import { auditOf, okData, operatorClient } from './admin-test-kit';

let t: TestApp;
let operator: TestClient;
let visitor: TestClient;
beforeAll(async () => {
  t = await createTestApp({ demoAccounts: true });
  operator = await operatorClient(t);
  visitor = t.client();
});
afterAll(() => t.close());

function uploadBanner(content: Buffer, filename = 'banner.png', type = 'image/png') {
  const { payload, headers } = multipartFile(filename, type, content);
  return operator.post<{ img: string; width: number; height: number }>('/api/admin/banners/upload', { json: payload, headers });
}

describe('rates, fees and system config', () => {
  it('changes the rates the storefront shows at once, audited with before and after', async () => {
    const saved = okData(await operator.post('/api/admin/settings/rates', { form: { WechatRate: '0.0475', AliRate: '0.049' } }));
    expect(saved).toEqual({ WechatRate: 0.0475, AliRate: 0.049 });
    expect(okData(await visitor.get('/api/index/rate'))).toEqual({ WechatRate: 0.0475, AliRate: 0.049 });
    const [record] = await auditOf(t, 'settings.rates');
    expect(JSON.parse(record.details)).toEqual({
      before: { WechatRate: 0.0482, AliRate: 0.0485 },
      after: { WechatRate: 0.0475, AliRate: 0.049 },
    });
  });

  it('refuses rates that are not positive, out of bounds or not numbers, and changes nothing', async () => {
    const audits = (await auditOf(t, 'settings.rates')).length;
    for (const WechatRate of ['0', '-0.05', '0.5', 'abc', '', '0.0000001', '1e9']) {
      const result = await operator.post('/api/admin/settings/rates', { form: { WechatRate, AliRate: '0.049' } });
      expect(result.status, WechatRate).toBe(400);
    }
    expect(okData(await visitor.get('/api/index/rate'))).toEqual({ WechatRate: 0.0475, AliRate: 0.049 });
    expect(await auditOf(t, 'settings.rates')).toHaveLength(audits);
  });

  it('changes the fees and the system config the storefront shows', async () => {
    okData(await operator.post('/api/admin/settings/fees', { json: { serviceFee: 500, inspectionFee: 0 } }));
    okData(
      await operator.post('/api/admin/settings/site', {
        json: { searchPage: 'page', home_url: '/#/', wechat_work: 'https://work.weixin.qq.com/kfid/new' },
      }),
    );
    expect(okData(await visitor.get('/api/sys/config'))).toEqual({
      searchPage: 'page',
      home_url: '/#/',
      wechat_work: 'https://work.weixin.qq.com/kfid/new',
      fees: { serviceFee: 500, inspectionFee: 0 },
    });
    expect(await auditOf(t, 'settings.fees')).toHaveLength(1);
    expect(await auditOf(t, 'settings.site')).toHaveLength(1);
    expect(okData(await operator.get('/api/admin/settings'))).toMatchObject({
      fees: { serviceFee: 500 },
      site: { searchPage: 'page' },
    });
  });

  it('refuses script links, fractional or negative fees', async () => {
    for (const json of [
      { searchPage: 'official', home_url: 'javascript:alert(1)', wechat_work: 'https://a.example' },
      { searchPage: 'official', home_url: '//evil.example', wechat_work: 'https://a.example' },
      { searchPage: 'official', home_url: '/', wechat_work: 'http://plain.example' },
      { searchPage: 'other', home_url: '/', wechat_work: 'https://a.example' },
    ]) {
      expect((await operator.post('/api/admin/settings/site', { json })).status).toBe(400);
    }
    for (const json of [
      { serviceFee: -1, inspectionFee: 0 },
      { serviceFee: 1.5, inspectionFee: 0 },
      { serviceFee: 100_001, inspectionFee: 0 },
    ]) {
      expect((await operator.post('/api/admin/settings/fees', { json })).status).toBe(400);
    }
  });
});

describe('banners', () => {
  it('uploads an image re-encoded to WebP without metadata and serves it with nosniff', async () => {
    const png = await sharp(await solidImage('png', 2400, 900))
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .png()
      .toBuffer();
    const image = okData(await uploadBanner(png));
    expect(image.img).toMatch(/^\/api\/images\/[A-Za-z0-9_-]+\.webp$/);
    expect(image.width).toBe(1920);
    const served = await t.app.inject({ method: 'GET', url: image.img });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(await auditOf(t, 'image.upload')).toHaveLength(1);
  });

  it('refuses HTML or SVG dressed as PNG, and non-multipart calls', async () => {
    for (const content of [HTML_AS_PNG, SVG_AS_PNG]) {
      const result = await uploadBanner(content);
      expect(result.body.code).toBe(1);
      expect(result.body.msg).toMatch(/图片/);
    }
    const plain = await operator.post('/api/admin/banners/upload', { json: {} });
    expect(plain.body.code).not.toBe(0);
    expect(await t.database.db.selectFrom('stored_images').select('key').execute()).toHaveLength(1);
  });

  it('adds, orders, hides and deletes banners; the storefront follows at once', async () => {
    const image = okData(await uploadBanner(await solidImage('jpeg', 1200, 400)));
    const created = okData(
      await operator.post<{ id: number }>('/api/admin/banners/save', {
        json: { img: image.img, jumpUrl: '/#/guide?id=2', sort: 0 },
      }),
    );
    const storefront = async () => okData(await visitor.get<Array<{ id: number; img: string }>>('/api/index/banners'));
    expect((await storefront()).map((b) => b.img)).toContain(image.img);

    const all = okData(await operator.get<Array<{ id: number }>>('/api/admin/banners'));
    const reversed = all.map((b) => b.id).reverse();
    okData(await operator.post('/api/admin/banners/reorder', { json: { ids: reversed } }));
    expect((await storefront()).map((b) => b.id)).toEqual(reversed);
    const partial = await operator.post('/api/admin/banners/reorder', { json: { ids: reversed.slice(1) } });
    expect(partial.body.code).toBe(1);

    okData(
      await operator.post('/api/admin/banners/save', {
        json: { id: created.id, img: image.img, jumpUrl: 'https://example.com/x', sort: 9, enabled: 0 },
      }),
    );
    expect((await storefront()).map((b) => b.id)).not.toContain(created.id);
    okData(await operator.post('/api/admin/banners/delete', { json: { id: created.id } }));
    expect(okData(await operator.get<Array<{ id: number }>>('/api/admin/banners')).map((b) => b.id)).not.toContain(created.id);
    for (const action of ['banner.create', 'banner.reorder', 'banner.update', 'banner.delete']) {
      expect(await auditOf(t, action), action).toHaveLength(1);
    }
  });

  it('refuses an image that was not uploaded here and a script jump link', async () => {
    for (const json of [
      { img: '/api/images/AAAAAAAAAAAAAAAAAAAAAA.webp', jumpUrl: '' },
      { img: 'https://evil.example/x.png', jumpUrl: '' },
    ]) {
      expect((await operator.post('/api/admin/banners/save', { json })).body.code).not.toBe(0);
    }
    const bad = await operator.post('/api/admin/banners/save', {
      json: { img: '/static/banners/banner-1.svg', jumpUrl: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('menu', () => {
  type Menu = Array<{ ID: number; MenuName: string; MenuIcon: string | null; MenuDetail: Array<{ MenuName: string }> }>;
  const storefront = async () => okData(await visitor.get<Menu>('/api/SysMenuList'));

  it('adds items and sub-items with icons, orders and hides them; the storefront follows', async () => {
    const tree = okData(
      await operator.post<Array<{ id: number; name: string }>>('/api/admin/menu/save', {
        json: { name: '优惠活动', url: '/search?keyword=セール', icon: 'pi pi-gift', sort: 99 },
      }),
    );
    const top = tree.find((m) => m.name === '优惠活动');
    if (!top) throw new Error('menu item missing');
    okData(
      await operator.post('/api/admin/menu/save', { json: { parentId: top.id, name: '限时特价', url: '/search?keyword=特価' } }),
    );
    let menu = await storefront();
    const shown = menu.find((m) => m.MenuName === '优惠活动');
    expect(shown).toMatchObject({ MenuIcon: 'pi pi-gift', MenuDetail: [{ MenuName: '限时特价' }] });

    const order = menu.map((m) => m.ID).reverse();
    okData(await operator.post('/api/admin/menu/reorder', { json: { ids: order } }));
    menu = await storefront();
    expect(menu.map((m) => m.ID)).toEqual(order);

    okData(
      await operator.post('/api/admin/menu/save', {
        json: { id: top.id, name: '优惠活动', url: '/search', icon: '', sort: 0, enabled: 0 },
      }),
    );
    expect((await storefront()).map((m) => m.MenuName)).not.toContain('优惠活动');
    okData(await operator.post('/api/admin/menu/delete', { json: { id: top.id } }));
    const rows = await t.database.db
      .selectFrom('menu_items')
      .select('name')
      .where('name', 'in', ['优惠活动', '限时特价'])
      .execute();
    expect(rows).toHaveLength(0);
    expect(await auditOf(t, 'menu.delete')).toHaveLength(1);
  });

  it('keeps two levels and refuses bad icons', async () => {
    const menu = await storefront();
    const guide = menu.find((m) => m.MenuName === '新手指南');
    const sub = okData(await operator.get<Array<{ id: number; children: Array<{ id: number }> }>>('/api/admin/menu')).find(
      (m) => m.id === guide?.ID,
    )?.children[0];
    const third = await operator.post('/api/admin/menu/save', { json: { parentId: sub?.id, name: '三级', url: '/' } });
    expect(third.body).toMatchObject({ code: 1, msg: expect.stringContaining('两级') });
    const withChildren = await operator.post('/api/admin/menu/save', {
      json: { id: guide?.ID, parentId: menu[0].ID, name: '新手指南', url: '/guide?id=1' },
    });
    expect(withChildren.body.code).toBe(1);
    const icon = await operator.post('/api/admin/menu/save', { json: { name: 'x', url: '/', icon: '"><script>' } });
    expect(icon.status).toBe(400);
  });
});

describe('hot keywords', () => {
  it('adds, refuses duplicates, hides and deletes; the storefront follows', async () => {
    const storefront = async () => okData(await visitor.get<string[]>('/api/index/hotKeywords', { query: { limit: 50 } }));
    const added = okData(
      await operator.post<{ id: number }>('/api/admin/hotKeywords/save', { json: { keyword: 'ゼルダ', sort: 0 } }),
    );
    expect(await storefront()).toContain('ゼルダ');
    const dup = await operator.post('/api/admin/hotKeywords/save', { json: { keyword: 'ゼルダ' } });
    expect(dup.body).toMatchObject({ code: 1, msg: '该关键词已存在' });
    okData(await operator.post('/api/admin/hotKeywords/save', { json: { id: added.id, keyword: 'ゼルダ', enabled: 0 } }));
    expect(await storefront()).not.toContain('ゼルダ');
    const found = okData(
      await operator.get<{ list: Array<{ keyword: string; enabled: boolean }>; total: number }>('/api/admin/hotKeywords', {
        query: { keyword: 'ゼル' },
      }),
    );
    expect(found).toMatchObject({ total: 1, list: [{ keyword: 'ゼルダ', enabled: false }] });
    const literal = okData(await operator.get<{ total: number }>('/api/admin/hotKeywords', { query: { keyword: '%' } }));
    expect(literal.total).toBe(0);
    okData(await operator.post('/api/admin/hotKeywords/delete', { json: { id: added.id } }));
    expect(await auditOf(t, 'keyword.create')).toHaveLength(1);
    expect(await auditOf(t, 'keyword.update')).toHaveLength(1);
    expect(await auditOf(t, 'keyword.delete')).toHaveLength(1);
  });
});

describe('help pages', () => {
  it('saves rich text sanitised: no script, handlers, javascript links or styles', async () => {
    const html =
      '<h2 onclick="x()">费用</h2><p style="color:red">服务费 <strong>¥300</strong></p><script>alert(1)</script>' +
      '<img src="x" onerror="alert(2)"><img src="https://cdn.example/a.png" alt="a"><a href="javascript:alert(3)">坏</a>' +
      '<a href="https://example.com" target="_blank">好</a><iframe src="https://evil.example"></iframe>';
    const page = okData(
      await operator.post<{ html: string }>('/api/admin/help/save', { json: { id: 2, title: '费用标准', html } }),
    );
    expect(page.html).not.toMatch(/script|onclick|onerror|javascript|style=|iframe/i);
    expect(page.html).toContain('<strong>¥300</strong>');
    expect(page.html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">好</a>');
    const stored = await t.database.db
      .selectFrom('help_pages')
      .select(['title', 'html'])
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: '费用标准', html: page.html });
    if (t.app.hasRoute({ method: 'GET', url: '/api/index/help' })) {
      expect(okData(await visitor.get<{ html: string }>('/api/index/help', { query: { id: 2 } })).html).toBe(page.html);
    }
    const [record] = await auditOf(t, 'help.update');
    expect(JSON.parse(record.details).removedBySanitiser).toBeGreaterThan(0);
  });

  it('refuses a page that is empty once sanitised, and an unknown page', async () => {
    expect(
      (await operator.post('/api/admin/help/save', { json: { id: 1, title: 'x', html: '<script>x</script>' } })).body.code,
    ).toBe(1);
    expect((await operator.post('/api/admin/help/save', { json: { id: 4, title: 'x', html: '<p>x</p>' } })).status).toBe(400);
    expect(okData(await operator.get<unknown[]>('/api/admin/help'))).toHaveLength(3);
  });
});
