import { ORDER_MESSAGE_SOURCE, SYSTEM_MESSAGE_SOURCE } from '@daigou/contract';
import type { Db } from '../../db/database';
import { countUnreadForMember } from './message-repository';

/** The spec's msgSource labels (订单消息, 系统消息) to stored sources; anything else counts all. */
export function sourceOf(label: string | undefined): 'order' | 'system' | undefined {
  if (label === ORDER_MESSAGE_SOURCE) return 'order';
  if (label === SYSTEM_MESSAGE_SOURCE) return 'system';
  return undefined;
}

export async function getUnreadCount(db: Db, userId: number, msgSource?: string): Promise<number> {
  return countUnreadForMember(db, userId, sourceOf(msgSource));
}
