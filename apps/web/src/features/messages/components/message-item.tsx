import type { Message } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { SENDER_LABELS } from './sender-label';

/**
 * A notice's title with what happened first: `订单 DG…：已发货` reads 已发货 · 订单 DG…, so that notices of
 * one order differ where a narrow screen still shows them (issue 25). Other titles are shown as written.
 */
export function titleParts(title: string): { what: string; about: string | null } {
  const match = /^(订单 \S+?)[：:]\s*(.+)$/.exec(title);
  return match ? { what: match[2], about: match[1] } : { what: title, about: null };
}

/** One message in the list: unread ones are marked; opening one reads it. */
export function MessageItem({
  message,
  open,
  onToggle,
  onDelete,
  deleting,
}: {
  message: Message;
  open: boolean;
  onToggle: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const unread = !message.read && message.sender !== 'member';
  const { what, about } = titleParts(message.title);
  return (
    <li
      className={`msg-item${unread ? ' is-unread' : ''}${open ? ' is-open' : ''}`}
      data-testid="message-item"
      data-msg-id={message.msgId}
    >
      <button type="button" className="msg-item__head" onClick={onToggle} aria-expanded={open}>
        <span className="msg-item__dot" aria-hidden="true" />
        <span className="msg-item__title" title={message.title}>
          {unread && <span className="msg-item__tag">未读</span>}
          <span className="msg-item__what">{what}</span>
          {about && <span className="msg-item__about"> · {about}</span>}
        </span>
        <span className="msg-item__from muted">{SENDER_LABELS[message.sender]}</span>
        <time className="msg-item__time muted" dateTime={new Date(message.createdAt).toISOString()}>
          {formatDateTime(message.createdAt)}
        </time>
      </button>
      {!open && <p className="msg-item__snippet muted">{message.content}</p>}
      {open && (
        <div className="msg-item__body">
          <p className="msg-item__content">{message.content}</p>
          <div className="msg-item__actions">
            {message.orderId !== null && (
              <Link to={`/order/${message.orderId}`} className="p-button p-button-sm p-button-outlined">
                <i className="pi pi-file" aria-hidden="true" />
                &nbsp;查看订单{message.msgSource === '订单消息' ? '并回复' : ''}
              </Link>
            )}
            <Button label="删除" icon="pi pi-trash" size="small" severity="danger" text onClick={onDelete} loading={deleting} />
          </div>
        </div>
      )}
    </li>
  );
}
