import type { NotifyMailSettings, SavedSearch } from '@daigou/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClusterClient } from './cluster-client';
import { type Cluster, startCluster } from './cluster-harness';

/**
 * 搜索订阅 with two instances (issue 28 §4, decision 087): both run their job loops on one PostgreSQL database;
 * the `saved-search-alerts` job runs once across them, so each new listing is told once, and mailed once to the
 * member who kept the kind's mail on.
 */
let cluster: Cluster;
let A: string;
let B: string;
let LB: string;
/** A short interval keeps the suite quick; the rule under test (one pass per interval across instances) is the same. */
const SAVED_SEARCH_INTERVAL_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A keyword no generated title contains: the search matches only the listings this test adds. */
const KEYWORD = 'QZXV7731';
const members = {
  mailed: { client: new ClusterClient(), userId: 0, searchId: 0 },
  quiet: { client: new ClusterClient(), userId: 0, searchId: 0 },
};
let suiteStarted = 0;
let runsAtStart = 0;
let newItemIds: string[] = [];
let baseline = 0;

beforeAll(async () => {
  cluster = await startCluster({
    catalogSize: 200,
    env: { SAVED_SEARCH_INTERVAL_SECONDS: String(SAVED_SEARCH_INTERVAL_MS / 1_000) },
  });
  LB = cluster.lb;
  [A, B] = cluster.instances;
}, 200_000);
afterAll(async () => {
  await cluster?.stop();
});

const db = () => cluster.database.db;
const passes = async () =>
  Number(
    (await db().selectFrom('job_runs').select('runs').where('name', '=', 'saved-search-alerts').executeTakeFirst())?.runs ?? 0,
  );
const checkedAt = async (id: number) =>
  (await db().selectFrom('saved_searches').select('checked_at').where('id', '=', id).executeTakeFirstOrThrow()).checked_at;
const notices = (userId: number) =>
  db()
    .selectFrom('messages')
    .select(['title', 'content'])
    .where('user_id', '=', userId)
    .where('title', 'like', '搜索订阅%')
    .execute();
const mails = (userId: number) =>
  db().selectFrom('mail_queue').selectAll().where('user_id', '=', userId).where('kind', '=', 'saved_search').execute();

/** Waits until both members' searches were checked after `after` (a pass of the job, on either instance). */
async function waitForCheckAfter(after: number) {
  const until = Date.now() + SAVED_SEARCH_INTERVAL_MS + 30_000;
  while (Date.now() < until) {
    const times = await Promise.all(Object.values(members).map((m) => checkedAt(m.searchId)));
    if (times.every((t) => t !== null && Number(t) > after)) return Math.min(...times.map(Number));
    await sleep(1_000);
  }
  throw new Error(`no saved-search pass after ${after}\n${cluster.output()}`);
}

/** Lists new auctions on the local marketplace whose titles contain KEYWORD (as the simulation lists items). */
async function listMatching(count: number): Promise<string[]> {
  const template = await db()
    .selectFrom('items')
    .selectAll()
    .where('status', '=', 'OPEN')
    .where('end_time', '>', Date.now() + 24 * 3_600_000)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const top = await db()
    .selectFrom('items')
    .select((eb) => eb.fn.max<number>('id').as('m'))
    .executeTakeFirstOrThrow();
  const now = Date.now();
  // Well above the simulation's next ids, so its own listings (max + 1) never collide with these.
  const rows = Array.from({ length: count }, (_, i) => {
    const id = Number(top.m) + 1_000 + i;
    return {
      ...template,
      id,
      item_id: `q${900_000_000 + id}`,
      title: `${KEYWORD} 新着 ${i + 1}`,
      bids: 0,
      current_price: template.start_price,
      leader_ref: null,
      leader_max: null,
      winner_ref: null,
      start_time: now,
      end_time: now + 3 * 24 * 3_600_000,
    };
  });
  await db().insertInto('items').values(rows).execute();
  return rows.map((r) => r.item_id);
}

describe('saved-search alerts with two instances (decision 087)', () => {
  it('two members save the same search (one through each instance); one turns its mail off', async () => {
    suiteStarted = Date.now();
    runsAtStart = await passes();
    for (const [name, member] of Object.entries(members)) {
      const form = { account: name, password: 'abc12345', confirm: 'abc12345', name };
      expect((await member.client.post(LB, '/api/user/register', { form })).body.code).toBe(0);
      const user = await db().selectFrom('users').select('id').where('account', '=', name).executeTakeFirstOrThrow();
      member.userId = user.id;
      // A confirmed address: mail goes only there (the confirmation flow has its own tests).
      await db()
        .updateTable('users')
        .set({ email: `${name}@example.com`, email_verified_at: Date.now() })
        .where('id', '=', user.id)
        .execute();
    }
    const saved = await members.mailed.client.post<SavedSearch>(A, '/api/user/savedSearch/add', { form: { keyword: KEYWORD } });
    expect(saved.body).toMatchObject({ code: 0, data: { filters: { keyword: KEYWORD }, checkedAt: null } });
    members.mailed.searchId = saved.body.data.id;
    const other = await members.quiet.client.post<SavedSearch>(B, '/api/user/savedSearch/add', { form: { keyword: KEYWORD } });
    expect(other.body.code, other.body.msg).toBe(0);
    members.quiet.searchId = other.body.data.id;

    const off = await members.quiet.client.post<NotifyMailSettings>(A, '/api/user/notifyMail', {
      form: { kind: 'saved_search', mail: 0 },
    });
    expect(off.body.code, off.body.msg).toBe(0);
    const onB = await members.quiet.client.get<NotifyMailSettings>(B, '/api/user/notifyMail');
    expect(onB.body.data.kinds.find((k) => k.kind === 'saved_search')).toMatchObject({ label: '搜索订阅上新', mail: false });
  });

  it('the first pass records a baseline and tells nothing', async () => {
    baseline = await waitForCheckAfter(0);
    for (const member of Object.values(members)) expect(await notices(member.userId)).toEqual([]);
  });

  it('two new listings are told once to each member, in one notice; one mail, to the member who kept mail on', async () => {
    newItemIds = await listMatching(2);
    await waitForCheckAfter(baseline);
    // The mail job (5 s) delivers into the embedded outbox.
    await sleep(7_000);

    for (const member of Object.values(members)) {
      const told = await notices(member.userId);
      expect(told).toHaveLength(1);
      expect(told[0]!.title).toBe(`搜索订阅「${KEYWORD}」有新上架商品`);
      expect(told[0]!.content).toContain('有 2 件新上架商品');
    }
    const sent = await mails(members.mailed.userId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.state).toBe('stored');
    expect(sent[0]!.text_body).toContain(`/search?`);
    expect(await mails(members.quiet.userId)).toEqual([]);
  });

  it('later passes on either instance tell nothing again; the job ran once per interval across both', async () => {
    const before = Math.max(...(await Promise.all(Object.values(members).map((m) => checkedAt(m.searchId)))).map(Number));
    await waitForCheckAfter(before);
    for (const member of Object.values(members)) expect(await notices(member.userId)).toHaveLength(1);
    expect(await mails(members.mailed.userId)).toHaveLength(1);
    const seen = await db()
      .selectFrom('saved_searches')
      .select('seen_ids')
      .where('id', '=', members.mailed.searchId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(seen.seen_ids)).toEqual(expect.arrayContaining(newItemIds));

    // Two instances each firing every interval would make about twice as many passes as the interval allows.
    const elapsed = Date.now() - suiteStarted;
    const ran = (await passes()) - runsAtStart;
    expect(ran).toBeGreaterThanOrEqual(3);
    expect(ran).toBeLessThanOrEqual(Math.ceil(elapsed / (SAVED_SEARCH_INTERVAL_MS * 0.9)) + 1);
  });

  it("the mail's one-click unsubscribe, sent to one instance, turns the kind off on both", async () => {
    const [mail] = await mails(members.mailed.userId);
    // The mail's link opens the web app's unsubscribe page; its List-Unsubscribe header posts the same token.
    const token = /\/#\/unsubscribe\?t=([A-Za-z0-9_-]+)/.exec(mail!.text_body)?.[1];
    expect(token).toBeTruthy();
    const page = await fetch(`${A}/api/mail/unsubscribe?t=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('搜索订阅上新');
    const done = await new ClusterClient().post(B, `/api/mail/unsubscribe?t=${token}`, { form: {} });
    expect(done.body).toMatchObject({ code: 0, msg: '已退订「搜索订阅上新」邮件' });
    const settings = await members.mailed.client.get<NotifyMailSettings>(A, '/api/user/notifyMail');
    expect(settings.body.data.kinds.find((k) => k.kind === 'saved_search')?.mail).toBe(false);
  });
});
