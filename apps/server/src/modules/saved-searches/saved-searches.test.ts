import { SAVED_SEARCH_MAX } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient } from '../../../test/kits/world';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runAuctionSimulationTick } from '../../jobs/auction-simulation';
import { runSavedSearchAlertPass } from '../../jobs/saved-search-alerts';
import { recordSavedSearchCheck } from './saved-search-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ catalog: { size: 150, seed: 11 } });
});
afterAll(() => t.close());

type Saved = { id: number; paused: boolean; filters: Record<string, unknown>; checkedAt: number | null };

const pass = () =>
  runSavedSearchAlertPass({
    db: t.database.db,
    marketplace: t.app.marketplace,
    reader: t.app.reader,
    now: t.clock.now(),
    batch: 50,
  });

/** Lists `count` new items on the local marketplace, as its simulation does. */
async function listNew(count: number) {
  const open = await t.database.db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'OPEN')
    .where('end_time', '>', t.clock.now())
    .executeTakeFirstOrThrow();
  t.clock.advance(1000);
  const result = await runAuctionSimulationTick(t.database.db, t.app.marketplace, t.clock, {
    targetSize: Number(open.n) + count,
    maxNewItems: count,
    bidShare: 0,
  });
  expect(result.listed).toBe(count);
}

const notices = (userId: number) =>
  t.database.db
    .selectFrom('messages')
    .select(['title', 'content'])
    .where('user_id', '=', userId)
    .where('title', 'like', '搜索订阅%')
    .orderBy('id')
    .execute();
const mails = (userId: number) =>
  t.database.db.selectFrom('mail_queue').selectAll().where('user_id', '=', userId).where('kind', '=', 'saved_search').execute();

describe('saved searches', () => {
  it('saves, lists, refuses duplicates and past the limit, pauses and deletes', async () => {
    const m = await memberClient(t);
    const saved = await m.client.post<Saved>('/api/user/savedSearch/add', {
      form: { keyword: ' 手表 ', maxPrice: 5000, minPrice: 9000, condition: 'good,new', buyNow: '0' },
    });
    expect(saved.body).toMatchObject({
      code: 0,
      msg: '已保存搜索',
      data: {
        paused: false,
        checkedAt: null,
        filters: { keyword: '手表', minPrice: 5000, maxPrice: 9000, condition: ['good', 'new'] },
      },
    });
    // The same search written differently is a duplicate.
    const again = await m.client.post('/api/user/savedSearch/add', {
      form: { keyword: '手表', minPrice: 5000, maxPrice: 9000, condition: 'new,good' },
    });
    expect(again.body).toMatchObject({ code: 1, msg: '您已保存过相同的搜索' });
    const empty = await m.client.post('/api/user/savedSearch/add', { form: { keyword: '  ' } });
    expect(empty.body.code).toBe(1);
    for (let i = 1; i < SAVED_SEARCH_MAX; i++) {
      expect((await m.client.post('/api/user/savedSearch/add', { form: { keyword: `词${i}` } })).body.code).toBe(0);
    }
    const over = await m.client.post('/api/user/savedSearch/add', { form: { keyword: '再来一个' } });
    expect(over.body).toMatchObject({ code: 1, msg: `最多保存 ${SAVED_SEARCH_MAX} 个搜索订阅，请先删除不需要的` });

    const list = await m.client.get<{ list: Saved[]; max: number }>('/api/user/savedSearch/list');
    expect(list.body.data.list).toHaveLength(SAVED_SEARCH_MAX);
    expect(list.body.data.max).toBe(SAVED_SEARCH_MAX);
    const id = saved.body.data.id;
    const paused = await m.client.post<Saved>('/api/user/savedSearch/pause', { form: { id, paused: 1 } });
    expect(paused.body).toMatchObject({ code: 0, msg: '已暂停', data: { id, paused: true } });
    const resumed = await m.client.post<Saved>('/api/user/savedSearch/pause', { form: { id, paused: 0 } });
    expect(resumed.body).toMatchObject({ msg: '已恢复', data: { paused: false } });
    expect((await m.client.post('/api/user/savedSearch/delete', { form: { id } })).body).toMatchObject({ code: 0, data: { id } });
    expect((await m.client.post('/api/user/savedSearch/add', { form: { keyword: '再来一个' } })).body.code).toBe(0);

    // Another member can neither see nor touch them.
    const other = await memberClient(t);
    expect((await other.client.get<{ list: Saved[] }>('/api/user/savedSearch/list')).body.data.list).toEqual([]);
    const listed = list.body.data.list[1] as Saved;
    expect((await other.client.post('/api/user/savedSearch/delete', { form: { id: listed.id } })).status).toBe(404);
    expect((await t.client().get('/api/user/savedSearch/list')).status).toBe(401);
  });

  it('the job records a baseline, then sends one notice (and mail) for new listings, once; none when paused', async () => {
    const on = await memberClient(t);
    const off = await memberClient(t);
    for (const m of [on, off]) {
      await t.database.db
        .updateTable('users')
        .set({ email: `u${m.userId}@example.com`, email_verified_at: t.clock.now() })
        .where('id', '=', m.userId)
        .execute();
    }
    // No keyword: every newest listing matches (filters narrow nothing but price).
    for (const m of [on, off]) {
      expect((await m.client.post('/api/user/savedSearch/add', { form: { minPrice: 1 } })).body.code).toBe(0);
    }
    const offId = (await off.client.get<{ list: Saved[] }>('/api/user/savedSearch/list')).body.data.list[0]!.id;

    await pass();
    expect(await notices(on.userId)).toEqual([]); // the baseline says nothing

    expect((await off.client.post('/api/user/savedSearch/pause', { form: { id: offId, paused: 1 } })).body.code).toBe(0);
    await listNew(2);
    t.clock.advance(60_000);
    await pass();
    const told = await notices(on.userId);
    expect(told).toHaveLength(1);
    expect(told[0]!.content).toContain('有 2 件新上架商品');
    expect(await mails(on.userId)).toHaveLength(1);
    expect((await mails(on.userId))[0]!.unsubscribe_token).toBeTruthy();
    expect(await notices(off.userId)).toEqual([]);

    t.clock.advance(60_000);
    await pass();
    expect(await notices(on.userId)).toHaveLength(1); // nothing new: nothing sent again
  });

  it('two passes at once (two instances past the job lock) send one notice: the check is a compare-and-set', async () => {
    const m = await memberClient(t);
    expect((await m.client.post('/api/user/savedSearch/add', { form: { minPrice: 2 } })).body.code).toBe(0);
    t.clock.advance(60_000);
    await pass(); // baseline
    await listNew(1);
    t.clock.advance(60_000);
    await Promise.all([pass(), pass()]);
    expect(await notices(m.userId)).toHaveLength(1);
    // The row a second instance read before the first recorded its check no longer matches.
    const row = await t.database.db
      .selectFrom('saved_searches')
      .selectAll()
      .where('user_id', '=', m.userId)
      .executeTakeFirstOrThrow();
    const stale = { ...row, checked_at: Number(row.checked_at) - 60_000 };
    expect(await recordSavedSearchCheck(t.database.db, stale, '[]', t.clock.now(), true)).toBe(false);
    expect(await recordSavedSearchCheck(t.database.db, row, row.seen_ids, t.clock.now(), false)).toBe(true);
  });

  it("the mail's one-click unsubscribe turns the kind's mail off; the 消息设置 switch turns the site notice off", async () => {
    const m = await memberClient(t);
    await t.database.db
      .updateTable('users')
      .set({ email: `u${m.userId}@example.com`, email_verified_at: t.clock.now() })
      .where('id', '=', m.userId)
      .execute();
    expect((await m.client.post('/api/user/savedSearch/add', { form: { minPrice: 3 } })).body.code).toBe(0);
    t.clock.advance(60_000);
    await pass(); // baseline
    await listNew(1);
    t.clock.advance(60_000);
    await pass();
    expect(await notices(m.userId)).toHaveLength(1);
    const [mail] = await mails(m.userId);
    expect(mail!.text_body).toContain('不再接收「搜索订阅上新」邮件');

    const done = await t.client().post(`/api/mail/unsubscribe?t=${mail!.unsubscribe_token}`, { form: {} });
    expect(done.body).toMatchObject({ code: 0, msg: '已退订「搜索订阅上新」邮件' });
    const settings = await m.client.get<{ kinds: Array<{ kind: string; mail: boolean }> }>('/api/user/notifyMail');
    expect(settings.body.data.kinds.find((k) => k.kind === 'saved_search')?.mail).toBe(false);
    const site = await m.client.post('/api/sys/EditMsgSet', { form: { savedSearch: 0 } });
    expect(site.body).toMatchObject({ code: 0, data: { savedSearch: false, topUp: true } });

    const seenIds = async () =>
      (
        await t.database.db
          .selectFrom('saved_searches')
          .select('seen_ids')
          .where('user_id', '=', m.userId)
          .executeTakeFirstOrThrow()
      ).seen_ids;
    const before = await seenIds();
    await listNew(1);
    t.clock.advance(60_000);
    await pass();
    // A new listing was seen (so the search matched) and told to nobody.
    expect(await seenIds()).not.toBe(before);
    expect(await notices(m.userId)).toHaveLength(1);
    expect(await mails(m.userId)).toHaveLength(1);
  });

  it('answers the category and brand by their Chinese names with each saved search', async () => {
    const m = await memberClient(t);
    const category = (await t.app.marketplace.listCategories()).find((c) => c.isLeaf) ?? expect.unreachable();
    const brand = (await t.app.marketplace.listBrands())[0] ?? expect.unreachable();
    const saved = await m.client.post<Saved & { categoryName: string | null; brandName: string | null }>(
      '/api/user/savedSearch/add',
      { form: { categoryId: category.categoryId, brandId: brand.brandId } },
    );
    expect(saved.body.data).toMatchObject({ categoryName: category.nameZh, brandName: brand.nameZh });
    expect((await m.client.post('/api/user/savedSearch/add', { form: { keyword: '包' } })).body.code).toBe(0);
    const list = await m.client.get<{ list: Array<{ categoryName: string | null; brandName: string | null }> }>(
      '/api/user/savedSearch/list',
    );
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ categoryName: null, brandName: null }),
      expect.objectContaining({ categoryName: category.nameZh, brandName: brand.nameZh }),
    ]);
    expect(category.nameZh).toMatch(/\p{Script=Han}/u);
    // A category the marketplace no longer has (Yahoo renumbers now and then) is said to be gone, not shown by id.
    await t.database.db
      .updateTable('saved_searches')
      .set({ filters: JSON.stringify({ categoryId: 987_654_321 }) })
      .where('id', '=', saved.body.data.id)
      .execute();
    const gone = await m.client.get<{ list: Array<{ id: number; categoryName: string | null }> }>('/api/user/savedSearch/list');
    expect(gone.body.data.list.find((s) => s.id === saved.body.data.id)?.categoryName).toBe('已失效');
  });
});
