/** The label the spec's msgCount call passes as msgSource for order messages. */
export const ORDER_MESSAGE_SOURCE = '订单消息';
export const SYSTEM_MESSAGE_SOURCE = '系统消息';
