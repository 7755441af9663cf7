import { ORDER_MESSAGE_SOURCE } from '@daigou/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useMsgCount } from '../../features/messages/api/get-msg-count';
import { messageKeys } from '../../features/messages/api/keys';

export const UPDATE_MSG_COUNT_EVENT = 'updateMsgCount';

/** Message icon with the unread badge: loaded on start, and updated by the window event `updateMsgCount`. */
export function MessageIcon({ loggedIn }: { loggedIn: boolean }) {
  const queryClient = useQueryClient();
  const count = useMsgCount(loggedIn);
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      const value = typeof detail === 'number' ? detail : Number((detail as { totalNum?: unknown } | null)?.totalNum);
      if (Number.isFinite(value)) queryClient.setQueryData(messageKeys.count(ORDER_MESSAGE_SOURCE), Math.max(0, value));
    };
    window.addEventListener(UPDATE_MSG_COUNT_EVENT, onUpdate);
    return () => window.removeEventListener(UPDATE_MSG_COUNT_EVENT, onUpdate);
  }, [queryClient]);
  const unread = loggedIn ? (count.data ?? 0) : 0;
  return (
    <Link
      to="/message"
      className="header-icon"
      aria-label={unread ? `消息（${unread} 条未读）` : '消息'}
      data-testid="message-icon"
    >
      <i className="pi pi-bell" />
      {unread > 0 && (
        <span className="badge" data-testid="message-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
      <span className="header-icon__label">消息</span>
    </Link>
  );
}
