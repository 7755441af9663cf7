import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { LocalMarketplace } from '../../marketplace/local/local-marketplace';
import { updateSetting } from '../sys/staff-settings-service';
import { getItemInfo, type ItemDeps, samePlainData } from './item-service';

let t: TestApp;
let itemId: string;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 50, seed: 3 } });
  const row = await t.database.db.selectFrom('items').select('item_id').where('status', '=', 'OPEN').executeTakeFirstOrThrow();
  itemId = row.item_id;
});
afterAll(() => t.close());

/** The item page as production serves it: display caches on (tests otherwise run without them). */
describe('item pages with display caches', () => {
  it('give every request its own time, and follow a rate change made on this instance at once', async () => {
    const marketplace = new LocalMarketplace(t.database.db, t.clock, { displayCacheMs: 60_000 });
    const deps = (): ItemDeps => ({ db: t.database.db, marketplace, reader: t.app.reader, now: t.clock.now(), cacheMs: 60_000 });
    const first = await getItemInfo(deps(), itemId, null);
    t.clock.advance(5_000);
    const second = await getItemInfo(deps(), itemId, null);
    expect(second).toEqual({ ...first, serverTime: first.serverTime + 5_000, timeLeftMs: first.timeLeftMs - 5_000 });
    expect(Object.keys(second)).toEqual(Object.keys(first));

    const operator = await memberClient(t, 'rates-op', 'operator');
    const rates = { WechatRate: 0.05, AliRate: 0.051 };
    await updateSetting(t.database.db, { id: operator.userId, account: 'rates-op' }, 'rates', rates, t.clock.now());
    const third = await getItemInfo(deps(), itemId, null);
    expect(third.rates).toEqual(rates);
    expect(third.currentPriceYuan.wechat).not.toBe(second.currentPriceYuan.wechat);
  });
});

describe('samePlainData', () => {
  it('holds for equal plain data only', () => {
    const a = { x: 1, s: '字', list: [1, { y: null }], n: null };
    expect(samePlainData(a, { x: 1, s: '字', list: [1, { y: null }], n: null })).toBe(true);
    expect(samePlainData(a, { ...a, x: 2 })).toBe(false);
    expect(samePlainData(a, { ...a, extra: undefined })).toBe(false);
    expect(samePlainData(a, { x: 1, s: '字', list: [1, { y: 0 }], n: null })).toBe(false);
    expect(samePlainData([1, 2], [1, 2, 3])).toBe(false);
    expect(samePlainData([], {})).toBe(false);
    expect(samePlainData(null, {})).toBe(false);
  });
});
