import type { Db } from '../../db/database';

/** Staff's weight classes per category (table `category_weight_classes`, owned here). */
export function listCategoryWeightClasses(db: Db) {
  return db.selectFrom('category_weight_classes').selectAll().orderBy('category_name').orderBy('category_id').execute();
}

export async function upsertCategoryWeightClass(
  db: Db,
  row: { category_id: number; category_name: string; weight_class: string; updated_by: number; updated_at: number },
): Promise<void> {
  await db
    .insertInto('category_weight_classes')
    .values(row)
    .onConflict((oc) =>
      oc.column('category_id').doUpdateSet({
        category_name: row.category_name,
        weight_class: row.weight_class,
        updated_by: row.updated_by,
        updated_at: row.updated_at,
      }),
    )
    .execute();
}

/** Whether a row was there to delete. */
export async function deleteCategoryWeightClass(db: Db, categoryId: number): Promise<boolean> {
  const result = await db.deleteFrom('category_weight_classes').where('category_id', '=', categoryId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
