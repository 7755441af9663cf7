import { z } from 'zod';
import { WEIGHT_CLASS_CODES } from './door-cost';
import { idSchema, lineText } from './input-rules';
import type { RequestInput } from './request-input';

/** A category's weight class as staff set it (issue 28 §1). */
export const categoryWeightClassRowSchema = z.object({
  categoryId: z.number().int(),
  categoryName: z.string(),
  weightClass: z.enum(WEIGHT_CLASS_CODES),
  updatedAt: z.number().int(),
});
export type CategoryWeightClassRow = z.infer<typeof categoryWeightClassRowSchema>;

/** `GET /api/catalog/weightClasses` (public): staff's rows; the classes and the name rules are in the contract. */
export const categoryWeightClassesSchema = z.object({ rows: z.array(categoryWeightClassRowSchema) });
export type CategoryWeightClasses = z.infer<typeof categoryWeightClassesSchema>;

/** `POST /api/admin/catalog/weightClass`: set (or change) a category's class. */
export const adminWeightClassBodySchema = z.object({
  categoryId: idSchema,
  categoryName: lineText(200).trim().min(1, '请填写类目名称'),
  weightClass: z.enum(WEIGHT_CLASS_CODES, { error: '重量等级须为 xs、s、m、l、xl 之一' }),
});
export type AdminWeightClassInput = RequestInput<typeof adminWeightClassBodySchema>;

/** `POST /api/admin/catalog/weightClass/delete`: the category falls back to the rules. */
export const adminWeightClassDeleteBodySchema = z.object({ categoryId: idSchema });
export type AdminWeightClassDeleteInput = RequestInput<typeof adminWeightClassDeleteBodySchema>;
