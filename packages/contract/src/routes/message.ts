import { z } from 'zod';
import { pagedSchema } from '../envelope';
import {
  delOrderMsgBodySchema,
  messageSchema,
  msgCountQuerySchema,
  msgCountSchema,
  msgInfoQuerySchema,
  msgInfoSchema,
  msgListQuerySchema,
  readMsgQuerySchema,
  readMsgSchema,
  sendOrderMsgBodySchema,
} from '../message';
import { getRoute, postRoute } from './define-route';

/** The routes the server registers in modules/messages/routes.ts. */
export const orderMsgCount = getRoute('/api/order/msgCount', { query: msgCountQuerySchema, data: msgCountSchema });

export const orderMsgList = getRoute('/api/order/msgList', { query: msgListQuerySchema, data: pagedSchema(messageSchema) });

export const orderMsgInfo = getRoute('/api/order/msgInfo', { query: msgInfoQuerySchema, data: msgInfoSchema });

export const orderReadMsg = postRoute('/api/order/readMsg', { query: readMsgQuerySchema, data: readMsgSchema }, 'query');

export const orderDelOrderMsg = postRoute('/api/order/delOrderMsg', { body: delOrderMsgBodySchema, data: z.null() });

export const orderSendMsg = postRoute('/api/order/sendMsg', { body: sendOrderMsgBodySchema, data: messageSchema });
