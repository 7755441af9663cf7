import { type Kysely, sql } from 'kysely';

/** The kinds of notification mail when this migration was written (contract `NOTIFY_KIND_LABELS`). */
const KINDS = [
  'outbid',
  'won',
  'lost',
  'auction_ending',
  'arrived',
  'inspection_photos',
  'parcel_packed',
  'parcel_shipped',
  'top_up',
  'withdrawal',
];

/**
 * Issue 25, point 14 (decision 061): a kind without a `mail_prefs` row now takes its default, and most
 * defaults are on. A member who saved a choice (or unsubscribed) saw every other kind off and left it so:
 * their missing kinds are written as off, dated with their last choice, so nothing they see changes. A
 * member who never touched 通知设置 has no row and gets the new defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const kinds = sql.join(
    KINDS.map((kind) => sql`select ${sql.lit(kind)} as kind`),
    sql` union all `,
  );
  await sql`
    insert into mail_prefs (user_id, kind, mail, updated_at)
    select chose.user_id, k.kind, 0, chose.last_at
    from (select user_id, max(updated_at) as last_at from mail_prefs group by user_id) chose
    cross join (${kinds}) k
    where not exists (select 1 from mail_prefs p where p.user_id = chose.user_id and p.kind = k.kind)
  `.execute(db);
}
