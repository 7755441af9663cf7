import { msgSetSchema } from '../sys';
import { editMsgSetBodySchema, headImgResultSchema, updateInfoBodySchema, userInfoSchema } from '../user';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/users/routes.ts. */
export const userUpdateInfo = postRoute('/api/user/updateInfo', { body: updateInfoBodySchema, data: userInfoSchema });

export const userUpdateHeadImg = postRoute('/api/user/updateHeadImg', { data: headImgResultSchema }, 'multipart');

export const sysGetMsgSet = getRoute('/api/sys/GetMsgSet', { data: msgSetSchema });

export const sysEditMsgSet = postRoute('/api/sys/EditMsgSet', { body: editMsgSetBodySchema, data: msgSetSchema });
