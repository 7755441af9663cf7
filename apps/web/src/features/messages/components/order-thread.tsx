import '../messages.css';
import { ORDER_MESSAGE_MAX } from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef, useState } from 'react';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useOrderThread } from '../api/get-order-thread';
import { useReadMsg } from '../api/read-msg';
import { useSendOrderMsg } from '../api/send-order-msg';
import { SENDER_LABELS } from './sender-label';

/** An order's message thread between the member and staff (with the system's notes), and a reply box. */
export function OrderThread({ orderId, canWrite = true, onRead }: { orderId: number; canWrite?: boolean; onRead?: () => void }) {
  const thread = useOrderThread(orderId);
  const send = useSendOrderMsg(orderId);
  const read = useReadMsg();
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const messages = thread.data?.thread ?? [];
  const unread = messages.some((m) => !m.read && m.sender !== 'member');
  const readMutate = read.mutate;

  // Opening the thread reads it; the header badge is told the new count.
  useEffect(() => {
    if (unread) readMutate({ orderId }, { onSuccess: () => onRead?.() });
  }, [unread, orderId, readMutate, onRead]);

  // The newest message shows: the list scrolls inside its own box, never the page (a route opens at the top).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message is the trigger
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const submit = () => {
    const content = text.trim();
    if (content) send.mutate(content, { onSuccess: () => setText('') });
  };

  if (thread.isPending) return <LoadingBlock height={160} />;
  if (thread.isError) return <ErrorState message={errorMessage(thread.error)} onRetry={() => void thread.refetch()} />;

  return (
    <div className="order-thread" data-testid="order-thread">
      {messages.length === 0 ? (
        <p className="muted order-thread__empty">还没有留言。对这个订单有任何要求或疑问，请在下方留言，客服会尽快回复。</p>
      ) : (
        <ol className="order-thread__list" ref={listRef}>
          {messages.map((m) => (
            <li key={m.msgId} className={`bubble bubble--${m.sender}`} data-testid="thread-message" data-sender={m.sender}>
              <div className="bubble__meta muted">
                {SENDER_LABELS[m.sender]} · {formatDateTime(m.createdAt)}
                {m.sender === 'member' && <span className="bubble__seen">{m.read ? '客服已读' : '客服未读'}</span>}
              </div>
              <div className="bubble__text">{m.content}</div>
            </li>
          ))}
        </ol>
      )}
      {canWrite && (
        <form
          className="order-thread__form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <InputTextarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            autoResize
            maxLength={ORDER_MESSAGE_MAX}
            placeholder="给客服留言（例如：请帮忙确认商品有无划痕）"
            aria-label="留言内容"
          />
          <div className="order-thread__send">
            <span className="muted">
              {text.length}/{ORDER_MESSAGE_MAX}
            </span>
            <Button type="submit" label="发送留言" icon="pi pi-send" disabled={!text.trim()} loading={send.isPending} />
          </div>
        </form>
      )}
    </div>
  );
}
