import { ORDER_MESSAGE_SOURCE, SYSTEM_MESSAGE_SOURCE } from '@daigou/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useBellCounts } from '../../features/messages/api/get-msg-count';
import { messageKeys } from '../../features/messages/api/keys';
import { messageCentrePath } from '../../features/messages/message-source';

export const UPDATE_MSG_COUNT_EVENT = 'updateMsgCount';

/**
 * The bell (decision 045): its badge is unread order messages (the spec's msgCount, also set by the window
 * event `updateMsgCount`) plus unread system messages; its menu shows the two apart. It opens the message
 * centre on the tab that has unread messages.
 */
export function MessageIcon({ loggedIn }: { loggedIn: boolean }) {
  const queryClient = useQueryClient();
  const counts = useBellCounts(loggedIn);
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const detail = (event as CustomEvent<unknown>).detail;
      const value = typeof detail === 'number' ? detail : Number((detail as { totalNum?: unknown } | null)?.totalNum);
      if (Number.isFinite(value)) queryClient.setQueryData(messageKeys.count(ORDER_MESSAGE_SOURCE), Math.max(0, value));
    };
    window.addEventListener(UPDATE_MSG_COUNT_EVENT, onUpdate);
    return () => window.removeEventListener(UPDATE_MSG_COUNT_EVENT, onUpdate);
  }, [queryClient]);
  const order = loggedIn ? counts.order : 0;
  const system = loggedIn ? counts.system : 0;
  const unread = order + system;
  const target = messageCentrePath(order === 0 && system > 0 ? SYSTEM_MESSAGE_SOURCE : ORDER_MESSAGE_SOURCE);
  const bell = (
    <Link
      to={target}
      className="header-icon"
      data-testid="message-icon"
      // Focus would keep the menu open over the screen it opens.
      onClick={(event) => event.currentTarget.blur()}
    >
      <i className="pi pi-bell" aria-hidden="true" />
      {unread > 0 && (
        <span className="badge" data-testid="message-badge" data-order={order} data-system={system} aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
      <span className="header-icon__label">消息</span>
      {/* The name says both numbers; no aria-label, so the name still contains the visible text (axe). */}
      {unread > 0 && (
        <span className="header-icon__hidden">
          （{unread} 条未读：订单消息 {order}，系统消息 {system}）
        </span>
      )}
    </Link>
  );
  if (!loggedIn) return bell;
  return (
    <div className="header-dropdown message-dropdown">
      {bell}
      <ul className="dropdown dropdown--right" data-testid="message-menu">
        {(
          [
            [ORDER_MESSAGE_SOURCE, order],
            [SYSTEM_MESSAGE_SOURCE, system],
          ] as const
        ).map(([source, count]) => (
          <li key={source}>
            <Link
              to={messageCentrePath(source)}
              className="dropdown__link message-dropdown__row"
              data-source={source}
              onClick={(event) => event.currentTarget.blur()}
            >
              {source}
              <span className={count > 0 ? 'message-dropdown__count is-unread' : 'message-dropdown__count'}>
                {count > 0 ? `${count} 条未读` : '无未读'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
