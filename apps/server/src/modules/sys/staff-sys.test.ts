import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf, okData, openStaffDesk } from '../../../test/kits/staff-kit';
import type { TestApp } from '../../../test/test-app';
import type { TestClient } from '../../../test/test-client';

let t: TestApp, operator: TestClient, visitor: TestClient;
beforeAll(async () => {
  ({ t, operator } = await openStaffDesk());
  visitor = t.client();
});
afterAll(() => t.close());

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
      storage: { freeDays: 60, dailyFee: 50, maxDays: 180 },
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
