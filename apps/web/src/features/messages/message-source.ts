import { ORDER_MESSAGE_SOURCE, SYSTEM_MESSAGE_SOURCE } from '@daigou/contract';

export const MESSAGE_SOURCES = [ORDER_MESSAGE_SOURCE, SYSTEM_MESSAGE_SOURCE] as const;
export type MessageSource = (typeof MESSAGE_SOURCES)[number];

/** The message centre's tab in its address: `/message?source=system` opens 系统消息; anything else 订单消息. */
export function sourceFromParam(value: string | null): MessageSource {
  return value === 'system' ? SYSTEM_MESSAGE_SOURCE : ORDER_MESSAGE_SOURCE;
}

export function messageCentrePath(source: MessageSource): string {
  return source === SYSTEM_MESSAGE_SOURCE ? '/message?source=system' : '/message';
}
