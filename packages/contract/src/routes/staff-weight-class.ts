import { adminWeightClassBodySchema, adminWeightClassDeleteBodySchema, categoryWeightClassesSchema } from '../weight-classes';
import { postRoute } from './define-route';

/** The routes the server registers in modules/catalog/staff-weight-class-routes.ts. */
export const catalogWeightClass = postRoute(
  '/api/admin/catalog/weightClass',
  { body: adminWeightClassBodySchema, data: categoryWeightClassesSchema },
  'json',
);

export const catalogWeightClassDelete = postRoute(
  '/api/admin/catalog/weightClass/delete',
  { body: adminWeightClassDeleteBodySchema, data: categoryWeightClassesSchema },
  'json',
);
