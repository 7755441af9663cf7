import { z } from 'zod';
import { idSchema, lineText, multiLineText, optionalIdSchema as optionalId } from './input-rules';
import type { RequestInput } from './request-input';

export const msgCountQuerySchema = z.object({
  msgSource: lineText(20).optional(),
});
export type MsgCountQueryInput = RequestInput<typeof msgCountQuerySchema>;
export const msgCountSchema = z.object({ totalNum: z.number().int().min(0) });
export type MsgCount = z.infer<typeof msgCountSchema>;

export const MESSAGE_SENDERS = ['member', 'staff', 'system'] as const;
export const messageSenderSchema = z.enum(MESSAGE_SENDERS);

/** One message as the member sees it. `msgSource` is the spec's label (订单消息 or 系统消息). */
export const messageSchema = z.object({
  msgId: z.number().int(),
  orderId: z.number().int().nullable(),
  msgSource: z.string(),
  sender: messageSenderSchema,
  title: z.string(),
  content: z.string(),
  /** Read by the member (messages to the member) or by staff (the member's own messages). */
  read: z.boolean(),
  createdAt: z.number().int(),
});
export type Message = z.infer<typeof messageSchema>;

/** `GET /api/order/msgList`: newest first; by source label, one order's thread, or unread only. */
export const msgListQuerySchema = z.object({
  msgSource: lineText(20).optional(),
  orderId: optionalId,
  unread: z.coerce.number().int().min(0).max(1).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type MsgListQuery = z.infer<typeof msgListQuerySchema>;
export type MsgListQueryInput = RequestInput<typeof msgListQuerySchema>;

/** `GET /api/order/msgInfo`: one message (msgId) with its order's thread, or the thread of an order (orderId). */
export const msgInfoQuerySchema = z
  .object({ msgId: optionalId, orderId: optionalId })
  .refine((q) => q.msgId !== undefined || q.orderId !== undefined, { message: 'msgId 或 orderId 必填' });
export type MsgInfoQueryInput = RequestInput<typeof msgInfoQuerySchema>;

export const msgInfoSchema = z.object({
  message: messageSchema.nullable(),
  orderId: z.number().int().nullable(),
  /** The order's messages, oldest first (empty for a system message without an order). */
  thread: z.array(messageSchema),
});
export type MsgInfo = z.infer<typeof msgInfoSchema>;

/** `POST /api/order/readMsg` with query params and no body: one message, one order's thread, or all. */
export const readMsgQuerySchema = z
  .object({ msgId: optionalId, orderId: optionalId, all: z.coerce.number().int().min(0).max(1).optional() })
  .refine((q) => q.msgId !== undefined || q.orderId !== undefined || q.all === 1, { message: 'msgId、orderId 或 all=1 必填' });
export type ReadMsgQueryInput = RequestInput<typeof readMsgQuerySchema>;

export const readMsgSchema = z.object({ read: z.number().int(), totalNum: z.number().int() });
export type ReadMsgResult = z.infer<typeof readMsgSchema>;

/** `POST /api/order/delOrderMsg` (form-urlencoded): hides a message from the member's lists. */
export const delOrderMsgBodySchema = z.object({ msgId: idSchema });
export type DelOrderMsgInput = RequestInput<typeof delOrderMsgBodySchema>;

export const ORDER_MESSAGE_MAX = 1000;

/** `POST /api/order/sendMsg` (form-urlencoded): the member writes in an order's thread. */
export const sendOrderMsgBodySchema = z.object({
  orderId: idSchema,
  content: multiLineText(ORDER_MESSAGE_MAX, { tooLong: `留言不超过 ${ORDER_MESSAGE_MAX} 字` })
    .trim()
    .min(1, '请输入留言内容'),
});
export type SendOrderMsgInput = RequestInput<typeof sendOrderMsgBodySchema>;
