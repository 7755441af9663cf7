import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { AddressesTable } from '../../db/tables/addresses';

export type AddressRow = Selectable<AddressesTable>;

export function listMemberAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findMemberAddress(db: Db, userId: number, addressId: number): Promise<AddressRow | undefined> {
  return db.selectFrom('addresses').selectAll().where('id', '=', addressId).where('user_id', '=', userId).executeTakeFirst();
}

export async function countMemberAddresses(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(db: Db, values: Insertable<AddressesTable>): Promise<number> {
  const row = await db.insertInto('addresses').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMemberAddress(
  db: Db,
  userId: number,
  addressId: number,
  values: Updateable<AddressesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('addresses')
    .set(values)
    .where('id', '=', addressId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteMemberAddress(db: Db, userId: number, addressId: number): Promise<boolean> {
  const result = await db.deleteFrom('addresses').where('id', '=', addressId).where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Makes one address the member's default and every other one not. */
export async function setOnlyDefault(db: Db, userId: number, addressId: number, now: number): Promise<void> {
  await db
    .updateTable('addresses')
    .set({ is_default: 0, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', addressId)
    .where('is_default', '=', 1)
    .execute();
  await db
    .updateTable('addresses')
    .set({ is_default: 1, updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', addressId)
    .execute();
}
