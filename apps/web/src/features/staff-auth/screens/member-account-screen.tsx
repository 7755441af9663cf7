import { type AccountEvent, formatYen } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/console/page-header';
import { useAction } from '../../../components/console/use-action';
import { ErrorState } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useMemberAccount } from '../api/get-member-account';
import { useSendResetLink } from '../api/send-reset-link';

/**
 * A member's account: profile, email state, what happened to the account, and sending a password reset link
 * to the confirmed email (staff never see the link nor set a password — decision 043).
 */
export default function MemberAccountScreen() {
  const userId = Number(useParams().id);
  const account = useMemberAccount(userId);
  const send = useSendResetLink(userId);
  const { busy, run } = useAction();
  const m = account.data;

  if (account.isError) return <ErrorState message={errorMessage(account.error)} onRetry={() => account.refetch()} />;
  if (!m) return <p className="muted">加载中…</p>;
  return (
    <div data-testid="admin-member-account">
      <PageHeader title={`会员 ${m.account}`}>
        <Link to={`/admin/ledger?userId=${m.userId}`}>资金流水</Link>
      </PageHeader>
      <section className="admin-card">
        <dl className="admin-facts">
          <div>
            <dt>账号</dt>
            <dd>{m.account}</dd>
          </div>
          <div>
            <dt>昵称</dt>
            <dd>{m.name}</dd>
          </div>
          <div>
            <dt>角色</dt>
            <dd>{m.role === 'operator' ? '运营' : '会员'}</dd>
          </div>
          <div>
            <dt>余额</dt>
            <dd>{formatYen(m.balance)}</dd>
          </div>
          <div>
            <dt>联系电话</dt>
            <dd>{m.phone ?? '—'}</dd>
          </div>
          <div>
            <dt>邮箱</dt>
            <dd data-testid="member-email">
              {m.email ?? '—'}{' '}
              {m.email && (
                <Tag value={m.emailVerified ? '已验证' : '未验证'} severity={m.emailVerified ? 'success' : 'warning'} />
              )}
              {m.pendingEmail && <div className="muted">待验证的新邮箱：{m.pendingEmail}</div>}
            </dd>
          </div>
          <div>
            <dt>注册时间</dt>
            <dd>{formatDateTime(m.createdAt)}</dd>
          </div>
        </dl>
      </section>
      <section className="admin-card">
        <h2>找回密码</h2>
        <p className="muted">
          会员忘记密码时，可向其已验证的邮箱发送重置链接（30 分钟内有效）。客服看不到链接，也不能设置密码；此操作记入操作日志。
        </p>
        <Button
          label="发送重置密码链接"
          icon="pi pi-envelope"
          disabled={busy || !m.emailVerified}
          onClick={() =>
            run(() => send.mutateAsync({ userId: m.userId }), {
              ask: { message: `向 ${m.email} 发送重置密码链接？` },
              done: `重置密码链接已发送至 ${m.email}`,
            })
          }
        />
        {!m.emailVerified && <p className="muted">该会员没有已验证的邮箱，无法通过邮件找回密码。</p>}
      </section>
      <section className="admin-card">
        <h2>账号记录</h2>
        <DataTable value={m.events} size="small" stripedRows emptyMessage="暂无记录">
          <Column header="时间" body={(e: AccountEvent) => formatDateTime(e.createdAt)} />
          <Column field="label" header="事件" />
          <Column header="邮箱" body={(e: AccountEvent) => e.detail ?? '—'} />
          <Column header="来源" body={(e: AccountEvent) => (e.operatorId ? `客服 #${e.operatorId}` : (e.address ?? '—'))} />
        </DataTable>
      </section>
    </div>
  );
}
