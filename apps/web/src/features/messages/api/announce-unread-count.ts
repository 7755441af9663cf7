import { ORDER_MESSAGE_SOURCE } from '@daigou/contract';
import { getMsgCount } from './get-msg-count';

/** The window event the header's message icon listens to; its detail is the new unread number. */
export const UPDATE_MSG_COUNT_EVENT = 'updateMsgCount';

/** After reading or deleting: ask the unread count the badge shows (fresh) and announce it. */
export async function announceUnreadCount(): Promise<void> {
  try {
    const count = await getMsgCount(ORDER_MESSAGE_SOURCE);
    window.dispatchEvent(new CustomEvent(UPDATE_MSG_COUNT_EVENT, { detail: count }));
  } catch {
    // The badge keeps its number; it reloads on the next page load.
  }
}
