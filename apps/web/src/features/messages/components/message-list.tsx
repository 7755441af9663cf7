import '../messages.css';
import { MESSAGE_PAGE_SIZE, type Message, ORDER_MESSAGE_SOURCE } from '@daigou/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPaginator } from '../../../components/pager/list-paginator';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { confirm } from '../../../lib/confirm';
import { toast } from '../../../lib/toast';
import { useDelOrderMsg } from '../api/del-order-msg';
import { msgCountQueryOptions } from '../api/get-msg-count';
import { useMsgList } from '../api/get-msg-list';
import { messageKeys } from '../api/keys';
import { useReadMsg } from '../api/read-msg';
import { MESSAGE_SOURCES, type MessageSource, sourceFromParam } from '../message-source';
import { MessageItem } from './message-item';

/** The page's messages, with the open one kept in place at the top if reading it filtered it out. */
function withOpened(list: Message[], opened: Message | null): Message[] {
  if (!opened || list.some((m) => m.msgId === opened.msgId)) return list;
  return [{ ...opened, read: true }, ...list];
}

function SourceTab({ source, active, onSelect }: { source: MessageSource; active: boolean; onSelect: () => void }) {
  const count = useQuery(msgCountQueryOptions(source));
  const unread = count.data ?? 0;
  return (
    <button type="button" role="tab" aria-selected={active} className={`msg-tab${active ? ' is-active' : ''}`} onClick={onSelect}>
      {source}
      {unread > 0 && (
        <span className="msg-tab__count">
          {unread}
          <span className="visually-hidden"> 条未读</span>
        </span>
      )}
    </button>
  );
}

/** Order and system messages: unread marked (or only unread), read on open, delete with confirmation. */
export function MessageList() {
  // The tab lives in the address (`?source=system`), so the header bell can open 系统消息.
  const [params, setParams] = useSearchParams();
  const source = sourceFromParam(params.get('source'));
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  // The message being read stays on screen even when "only unread" would now leave it out.
  const [opened, setOpened] = useState<Message | null>(null);
  const list = useMsgList({ msgSource: source, unread: unreadOnly ? 1 : undefined, page, limit: MESSAGE_PAGE_SIZE });
  const read = useReadMsg();
  const del = useDelOrderMsg();
  const queryClient = useQueryClient();

  // Entering the message centre asks the unread counts again (the header badge shares them).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'count'] });
  }, [queryClient]);

  // A new tab (chosen here or by the bell) starts at its first page with nothing open.
  const [shownSource, setShownSource] = useState(source);
  if (shownSource !== source) {
    setShownSource(source);
    setPage(1);
    setOpenId(null);
    setOpened(null);
  }

  const select = (next: MessageSource) => {
    if (next === source) return;
    setParams(next === ORDER_MESSAGE_SOURCE ? {} : { source: 'system' }, { replace: true });
  };

  const toggle = (message: Message) => {
    const closing = openId === message.msgId;
    setOpenId(closing ? null : message.msgId);
    setOpened(closing ? null : message);
    if (!closing && !message.read && message.sender !== 'member') read.mutate({ msgId: message.msgId });
  };

  const remove = async (msgId: number) => {
    const accepted = await confirm({
      header: '删除消息',
      message: '删除后该消息将不再显示，确定删除？',
      acceptLabel: '删除',
      danger: true,
    });
    if (!accepted) return;
    del.mutate(
      { msgId },
      {
        onSuccess: () => {
          toast.success('消息已删除');
          setOpenId(null);
          setOpened(null);
        },
      },
    );
  };

  const readAll = () => read.mutate({ all: 1 }, { onSuccess: () => toast.success('已全部标为已读') });

  return (
    <div className="msg-list">
      <div className="msg-list__bar">
        <div role="tablist" aria-label="消息来源" className="msg-tabs">
          {MESSAGE_SOURCES.map((s) => (
            <SourceTab key={s} source={s} active={s === source} onSelect={() => select(s)} />
          ))}
        </div>
        <div className="msg-list__tools">
          <label className="msg-list__unread-only" htmlFor="msg-unread-only">
            <InputSwitch
              inputId="msg-unread-only"
              checked={unreadOnly}
              onChange={(e) => {
                setUnreadOnly(e.value);
                setPage(1);
              }}
            />
            只看未读
          </label>
          <Button
            label="全部标为已读"
            icon="pi pi-check"
            size="small"
            text
            onClick={readAll}
            loading={read.isPending && openId === null}
          />
        </div>
      </div>
      {list.isPending ? (
        <LoadingBlock height={240} />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 && !opened ? (
        <EmptyState
          title={unreadOnly ? '没有未读消息' : `暂无${source}`}
          hint={source === ORDER_MESSAGE_SOURCE ? '在订单详情页可以给客服留言' : '订单状态变化和充值到账会通知您'}
          icon="pi-envelope"
        />
      ) : (
        <>
          <ul className="msg-items">
            {withOpened(list.data.list, opened).map((m) => (
              <MessageItem
                key={m.msgId}
                message={m}
                open={openId === m.msgId}
                onToggle={() => toggle(m)}
                onDelete={() => void remove(m.msgId)}
                deleting={del.isPending && del.variables?.msgId === m.msgId}
              />
            ))}
          </ul>
          <ListPaginator page={page} size={MESSAGE_PAGE_SIZE} total={list.data.total} onPage={setPage} compact />
        </>
      )}
    </div>
  );
}
