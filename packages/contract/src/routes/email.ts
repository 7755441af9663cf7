import { confirmEmailBodySchema, confirmEmailResultSchema, sendEmailConfirmResultSchema } from '../user';
import { postRoute } from './define-route';

/** The routes the server registers in modules/users/email-routes.ts. */
export const userConfirmEmail = postRoute('/api/user/confirmEmail', {
  body: confirmEmailBodySchema,
  data: confirmEmailResultSchema,
});

export const userSendEmailConfirm = postRoute('/api/user/sendEmailConfirm', { data: sendEmailConfirmResultSchema });
