import type { Message } from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef, useState } from 'react';
import { useAction } from '../../../components/console/use-action';
import { formatDateTime } from '../../../lib/format-date';
import { useReadThread } from '../api/read-thread';
import { useReplyThread } from '../api/reply-thread';

const SENDER = { member: '会员', staff: '客服', system: '系统' } as const;

/** An order's messages, oldest first, with the reply box; opening it marks the member's messages read. */
export function ThreadView({ orderId, thread, account }: { orderId: number; thread: Message[]; account: string }) {
  const [content, setContent] = useState('');
  const reply = useReplyThread();
  const read = useReadThread();
  const { busy, run } = useAction();
  const box = useRef<HTMLDivElement>(null);
  const unread = thread.some((m) => m.sender === 'member' && !m.read);
  const readThread = read.mutate;
  useEffect(() => {
    if (unread) readThread({ orderId });
  }, [unread, orderId, readThread]);
  // The newest message shows: the box scrolls itself, never the page (a route opens at the top).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message is the trigger
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [thread.length]);

  const send = async () => {
    const text = content.trim();
    if (!text) return;
    if (await run(() => reply.mutateAsync({ orderId, content: text }), { done: '回复已发送' })) setContent('');
  };

  return (
    <div data-testid="admin-thread">
      <div className="admin-thread" ref={box}>
        {thread.length === 0 && <p className="muted">暂无留言</p>}
        {thread.map((m) => (
          <div key={m.msgId} className={`admin-message admin-message--${m.sender}`} data-testid={`message-${m.sender}`}>
            <span className="admin-message__meta">
              {m.sender === 'member' ? `${SENDER.member} ${account}` : SENDER[m.sender]} · {formatDateTime(m.createdAt)}
            </span>
            {m.content}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: '0.5rem', marginTop: '0.75rem', alignItems: 'flex-end' }}>
        <InputTextarea
          value={content}
          onChange={(e) => setContent(e.target.value)}
          rows={3}
          maxLength={1000}
          placeholder="回复会员（会员在订单留言中看到，并显示未读提醒）"
          aria-label="回复内容"
          style={{ flex: 1 }}
        />
        <Button label="发送回复" icon="pi pi-send" onClick={send} loading={busy} disabled={!content.trim()} />
      </div>
    </div>
  );
}
