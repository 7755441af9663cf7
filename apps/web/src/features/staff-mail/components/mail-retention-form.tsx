import { adminMailRetentionBodySchema, type MailRetention } from '@daigou/contract';
import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { useState } from 'react';
import { useAction } from '../../../components/console/use-action';
import { useSetMailRetention } from '../api/set-mail-retention';

/** 保留期限 (decision 050): delivered mails and expired links are deleted by a job after these many days. */
export function MailRetentionForm({ retention }: { retention: MailRetention }) {
  const [delivered, setDelivered] = useState<number | null>(retention.deliveredDays);
  const [tokens, setTokens] = useState<number | null>(retention.tokenDays);
  const save = useSetMailRetention();
  const { busy, run } = useAction();
  const parsed = adminMailRetentionBodySchema.safeParse({ deliveredDays: delivered, tokenDays: tokens });
  const issue = parsed.success ? null : (parsed.error.issues[0]?.message ?? '请检查输入');
  const changed = delivered !== retention.deliveredDays || tokens !== retention.tokenDays;
  return (
    <details className="admin-card admin-retention" data-testid="mail-retention">
      <summary>
        保留期限：已送达的邮件 {retention.deliveredDays} 天，过期的重置/验证链接 {retention.tokenDays} 天；发送失败的邮件一直保留
      </summary>
      <div className="admin-form">
        <label htmlFor="keep-delivered">已送达邮件（天）</label>
        <InputNumber
          inputId="keep-delivered"
          value={delivered}
          onValueChange={(e) => setDelivered(e.value ?? null)}
          min={0}
          max={3650}
        />
        <label htmlFor="keep-tokens">过期链接（天）</label>
        <InputNumber inputId="keep-tokens" value={tokens} onValueChange={(e) => setTokens(e.value ?? null)} min={0} max={365} />
        <span />
        <span className={issue ? 'admin-bad' : 'admin-hint'}>
          {issue ?? '每小时清理一次。邮件删除后，其中的退订链接失效，会员仍可在通知设置中退订。'}
        </span>
        <div className="admin-form__actions">
          <Button
            label="保存保留期限"
            icon="pi pi-save"
            size="small"
            loading={busy}
            disabled={issue !== null || !changed}
            onClick={() =>
              run(() => save.mutateAsync({ deliveredDays: delivered as number, tokenDays: tokens as number }), {
                ask: { message: `已送达的邮件保留 ${delivered} 天、过期链接保留 ${tokens} 天？更早的将在下次清理时删除。` },
                done: '保留期限已保存',
              })
            }
          />
        </div>
      </div>
    </details>
  );
}
