import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOrder, memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runOrderTitleBackfill } from './order-title-backfill';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({});
});
afterAll(() => t.close());

describe('orders placed before Chinese titles get one (decision 078)', () => {
  it('fills every empty title_zh from the reader in bounded batches, keeps one already set, and is idempotent', async () => {
    const { userId } = await memberClient(t);
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) ids.push(await insertTestOrder(t.database.db, userId, { now: t.clock.now() }));
    const kept = ids[3] as number;
    await t.database.db.updateTable('orders').set({ title_zh: '客服写的标题' }).where('id', '=', kept).execute();

    // Batches of 2: 6 empty rows take three batches of one pass.
    expect(await runOrderTitleBackfill(t.database.db, t.app.reader, 2)).toBe(6);
    const rows = await t.database.db.selectFrom('orders').select(['id', 'title', 'title_zh']).where('id', 'in', ids).execute();
    for (const row of rows) {
      expect(row.title_zh, row.title).not.toBe('');
      if (row.id !== kept) expect(row.title_zh).toBe((await t.app.reader.titles([row.title]))[0]?.text);
    }
    expect(rows.find((r) => r.id === kept)?.title_zh).toBe('客服写的标题');
    expect(await runOrderTitleBackfill(t.database.db, t.app.reader, 2)).toBe(0);
  });
});
