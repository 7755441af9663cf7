import { z } from 'zod';
import { forgotPasswordBodySchema, resetPasswordBodySchema, resetPasswordResultSchema } from '../user';
import { postRoute } from './define-route';

/** The routes the server registers in modules/auth/password-reset-routes.ts. */
export const authForgot = postRoute('/api/auth/forgot', { body: forgotPasswordBodySchema, data: z.null() });

export const authReset = postRoute('/api/auth/reset', { body: resetPasswordBodySchema, data: resetPasswordResultSchema });
