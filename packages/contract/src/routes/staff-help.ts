import { z } from 'zod';
import { adminHelpPageSchema, adminHelpSaveBodySchema } from '../admin';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/content/staff-help-routes.ts. */
export const help = getRoute('/api/admin/help', { data: z.array(adminHelpPageSchema) });

export const helpSave = postRoute('/api/admin/help/save', { body: adminHelpSaveBodySchema, data: adminHelpPageSchema }, 'json');
