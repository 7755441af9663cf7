import type { z } from 'zod';
import { refuse } from './errors';

/**
 * Applies a contract rules schema to a form that passed transport validation; a broken rule is a
 * business refusal carrying the rule's Chinese message (the first one), with every field listed in data.
 */
export function applyRules<T extends z.ZodType>(rules: T, input: unknown): z.infer<T> {
  const parsed = rules.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw refuse(fields[0]?.message ?? '请检查填写的内容', { fields });
}
