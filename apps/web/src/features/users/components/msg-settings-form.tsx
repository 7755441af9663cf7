import './users.css';
import type { MsgSet } from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useEditMsgSet } from '../api/edit-msg-set';
import { useMsgSet } from '../api/get-msg-set';

const EVENTS: Array<{ key: keyof MsgSet; label: string; hint: string }> = [
  { key: 'orderStatus', label: '订单状态变化', hint: '付款、购买成功、发货、入库、交易失败等' },
  { key: 'orderMessage', label: '订单留言', hint: '客服回复您的订单留言时' },
  { key: 'auctionEnding', label: '拍卖即将结束', hint: '您出价的拍卖结束前提醒' },
  { key: 'outbid', label: '出价被超过', hint: '有人出价高于您的最高出价时' },
  { key: 'topUp', label: '充值到账', hint: '余额充值成功时' },
  { key: 'savedSearch', label: '搜索订阅上新', hint: '您保存的搜索有新上架商品时' },
];

/** Which events send the member a message. */
export function MsgSettingsForm() {
  const current = useMsgSet();
  const edit = useEditMsgSet();
  const [draft, setDraft] = useState<MsgSet | null>(null);
  useEffect(() => {
    if (current.data) setDraft(current.data);
  }, [current.data]);

  if (current.isError) return <p className="muted">消息设置加载失败：{errorMessage(current.error)}</p>;
  if (!draft) return <p className="muted">加载中…</p>;
  return (
    <form
      className="msg-settings"
      aria-label="消息设置"
      onSubmit={(event) => {
        event.preventDefault();
        edit.mutate(draft, {
          onSuccess: () => toast.success('消息设置已保存'),
        });
      }}
    >
      <ul>
        {EVENTS.map((event) => (
          <li key={event.key}>
            <label htmlFor={`msg-${event.key}`}>
              <strong>{event.label}</strong>
              <span className="muted">{event.hint}</span>
            </label>
            <InputSwitch
              inputId={`msg-${event.key}`}
              checked={draft[event.key]}
              onChange={(e) => setDraft({ ...draft, [event.key]: e.value === true })}
            />
          </li>
        ))}
      </ul>
      <Button type="submit" label="保存消息设置" loading={edit.isPending} />
    </form>
  );
}
