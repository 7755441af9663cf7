import { z } from 'zod';
import { changePasswordBodySchema, loginBodySchema, registerBodySchema, userInfoSchema } from '../user';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/auth/routes.ts. */
export const userLogin = postRoute('/api/user/login', { body: loginBodySchema, data: userInfoSchema });

export const userRegister = postRoute('/api/user/register', { body: registerBodySchema, data: userInfoSchema });

export const userChangePassword = postRoute('/api/user/changePassword', { body: changePasswordBodySchema, data: z.null() });

export const userLogout = postRoute('/api/user/logout', { data: z.null() });

export const userBalance = getRoute('/api/user/balance', { data: userInfoSchema });
