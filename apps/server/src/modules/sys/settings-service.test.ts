import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { getDisplayedSetting, setSetting } from './settings-service';
import { updateSetting } from './staff-settings-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rates = (wechat: number) => ({ WechatRate: wechat, AliRate: 0.05 });

describe('settings read for display', () => {
  it("are reused for their time, but this handle's own changes show at once", async () => {
    const { db } = t.database;
    const operator = await memberClient(t, 'settings-op', 'operator');
    await setSetting(db, 'rates', rates(0.041), 1);
    expect(await getDisplayedSetting(db, 'rates', 60_000)).toEqual(rates(0.041));
    // Written by someone else (another instance): not seen until the remembered value expires.
    await setSetting(db, 'rates', rates(0.042), 2);
    expect(await getDisplayedSetting(db, 'rates', 60_000)).toEqual(rates(0.041));
    expect(await getDisplayedSetting(db, 'rates', 0)).toEqual(rates(0.042));
    // Changed through the console on this instance: seen at once.
    await updateSetting(db, { id: operator.userId, account: 'settings-op' }, 'rates', rates(0.043), 3);
    expect(await getDisplayedSetting(db, 'rates', 60_000)).toEqual(rates(0.043));
  });
});
