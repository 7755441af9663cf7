import type { CategoryWeightClass, CategoryWeightClasses, WeightClassCode } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/audit-service';
import { deleteCategoryWeightClass, listCategoryWeightClasses, upsertCategoryWeightClass } from './weight-class-repository';

/** `GET /api/catalog/weightClasses`: the categories staff gave a weight class (decision 086). */
export async function getCategoryWeightClasses(db: Db): Promise<CategoryWeightClasses> {
  const rows = await listCategoryWeightClasses(db);
  return {
    rows: rows.map((r) => ({
      categoryId: Number(r.category_id),
      categoryName: r.category_name,
      weightClass: r.weight_class as WeightClassCode,
      updatedAt: Number(r.updated_at),
    })),
  };
}

/** The rows as `weightClassOf` reads them. */
export async function categoryWeightClassRows(db: Db): Promise<CategoryWeightClass[]> {
  return (await getCategoryWeightClasses(db)).rows;
}

export async function setCategoryWeightClass(
  db: Db,
  actor: Actor,
  input: { categoryId: number; categoryName: string; weightClass: WeightClassCode },
  now: number,
): Promise<CategoryWeightClasses> {
  await inTransaction(db, async (trx) => {
    await upsertCategoryWeightClass(trx, {
      category_id: input.categoryId,
      category_name: input.categoryName,
      weight_class: input.weightClass,
      updated_by: actor.id,
      updated_at: now,
    });
    await recordAudit(trx, actor, {
      action: 'shipping.weightClass',
      targetType: 'category',
      targetId: input.categoryId,
      details: { ...input },
      now,
    });
  });
  return getCategoryWeightClasses(db);
}

export async function removeCategoryWeightClass(
  db: Db,
  actor: Actor,
  input: { categoryId: number },
  now: number,
): Promise<CategoryWeightClasses> {
  await inTransaction(db, async (trx) => {
    if (!(await deleteCategoryWeightClass(trx, input.categoryId))) throw notFound('该类目没有设置重量等级');
    await recordAudit(trx, actor, {
      action: 'shipping.weightClassDelete',
      targetType: 'category',
      targetId: input.categoryId,
      now,
    });
  });
  return getCategoryWeightClasses(db);
}
