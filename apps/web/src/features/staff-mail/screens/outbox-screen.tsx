import { ADMIN_PAGE_SIZE, type AdminOutboxMail, MAIL_STATE_LABELS, type MailState } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import type { DataTableExpandedRows } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { Fragment, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FilterSelect, FilterText, PagedTable } from '../../../components/console/console-list';
import { PageHeader } from '../../../components/console/page-header';
import { useTableState } from '../../../components/console/table-state';
import { useAction } from '../../../components/console/use-action';
import { formatDateTime } from '../../../lib/format-date';
import { useOutbox } from '../api/get-outbox';
import { useRetryMail } from '../api/retry-mail';
import { MailRetentionForm } from '../components/mail-retention-form';

const STATE_OPTIONS = [
  { label: '全部状态', value: '' },
  ...Object.entries(MAIL_STATE_LABELS).map(([value, label]) => ({ value, label })),
];

const SEVERITY: Record<MailState, 'info' | 'success' | 'warning' | 'danger' | 'secondary'> = {
  queued: 'info',
  sending: 'warning',
  sent: 'success',
  stored: 'secondary',
  failed: 'danger',
};

const URL_IN_TEXT = /(https?:\/\/[^\s<>"'）)]+)/g;

/** The body as text, its web addresses as links (the outbox is where staff open them without SMTP). */
function MailBody({ text }: { text: string }) {
  const pieces: Array<{ at: number; text: string; link: boolean }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const at = match.index ?? 0;
    if (at > last) pieces.push({ at: last, text: text.slice(last, at), link: false });
    pieces.push({ at, text: match[0], link: true });
    last = at + match[0].length;
  }
  if (last < text.length) pieces.push({ at: last, text: text.slice(last), link: false });
  return (
    <pre className="admin-mail-body" data-testid="outbox-body">
      {pieces.map((piece) =>
        piece.link ? (
          <a key={piece.at} href={piece.text} target="_blank" rel="noreferrer noopener">
            {piece.text}
          </a>
        ) : (
          <Fragment key={piece.at}>{piece.text}</Fragment>
        ),
      )}
    </pre>
  );
}

function DeliveryState({ mail }: { mail: AdminOutboxMail }) {
  return (
    <div className="admin-mail-state">
      <Tag value={MAIL_STATE_LABELS[mail.state]} severity={SEVERITY[mail.state]} data-testid="outbox-state" />
      {(mail.attempts > 1 || (mail.attempts > 0 && (mail.state === 'queued' || mail.state === 'failed'))) && (
        <span className="muted"> 尝试 {mail.attempts} 次</span>
      )}
      {mail.nextAttemptAt !== null && mail.attempts > 0 && <div className="muted">下次 {formatDateTime(mail.nextAttemptAt)}</div>}
      {mail.lastError && <div className="admin-mail-error">{mail.lastError}</div>}
    </div>
  );
}

/** 发件箱: every mail the store sent or will send — to, subject, time, body, delivery state (decision 042). */
export default function OutboxScreen() {
  const [state, setState] = useState('');
  const [to, setTo] = useState('');
  const [expanded, setExpanded] = useState<DataTableExpandedRows | AdminOutboxMail[]>([]);
  const table = useTableState<'createdAt'>({ page: 1, limit: ADMIN_PAGE_SIZE, sort: 'createdAt', order: 'desc' });
  const { resetPage } = table;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts at page 1
  useEffect(() => resetPage(), [state, to]);
  const outbox = useOutbox({
    state: (state || undefined) as MailState | undefined,
    to: to.trim() || undefined,
    page: table.state.page,
    limit: table.state.limit,
  });
  const retry = useRetryMail();
  const { busy, run } = useAction();

  return (
    <div data-testid="admin-outbox">
      <PageHeader title="发件箱">
        <Button label="刷新" icon="pi pi-refresh" text onClick={() => outbox.refetch()} loading={outbox.isFetching} />
      </PageHeader>
      {outbox.data && (
        <p className="muted" data-testid="outbox-mode">
          {outbox.data.mode === 'outbox'
            ? '未配置 SMTP：邮件不会发出，只保存在这里（点开一行查看正文和链接）。配置 SMTP_URL 和 MAIL_FROM 后经 SMTP 发送。'
            : '邮件经 SMTP 发送；失败的邮件按间隔自动重试，仍失败的可在此重新发送。正文中代表会员操作的链接已隐藏。'}
        </p>
      )}
      {outbox.data && (
        <MailRetentionForm
          key={`${outbox.data.retention.deliveredDays}-${outbox.data.retention.tokenDays}`}
          retention={outbox.data.retention}
        />
      )}
      <div className="admin-filters">
        <FilterSelect label="发送状态" value={state} options={STATE_OPTIONS} onChange={setState} placeholder="全部状态" />
        <FilterText label="收件人" value={to} onChange={setTo} placeholder="收件人或会员账号" />
      </div>
      <PagedTable
        query={outbox}
        dataKey="id"
        responsiveLayout="stack"
        breakpoint="760px"
        expandedRows={expanded}
        onRowToggle={(e) => setExpanded(e.data)}
        rowExpansionTemplate={(m: AdminOutboxMail) => <MailBody text={m.text} />}
        {...table.tableProps}
        sortField={undefined}
        emptyMessage="还没有邮件"
      >
        <Column expander style={{ width: '3rem' }} />
        <Column header="时间" body={(m: AdminOutboxMail) => formatDateTime(m.createdAt)} />
        <Column
          header="收件人"
          body={(m: AdminOutboxMail) => (
            <div>
              <div>{m.to}</div>
              {m.account && m.userId && (
                <Link className="muted" to={`/admin/members/${m.userId}`}>
                  {m.account}
                </Link>
              )}
            </div>
          )}
        />
        <Column field="kindLabel" header="类型" />
        <Column field="subject" header="主题" />
        <Column header="发送状态" body={(m: AdminOutboxMail) => <DeliveryState mail={m} />} />
        <Column
          header="操作"
          body={(m: AdminOutboxMail) =>
            m.state === 'failed' ? (
              <Button
                label="重新发送"
                text
                size="small"
                disabled={busy}
                onClick={() =>
                  run(() => retry.mutateAsync({ id: m.id }), {
                    ask: { message: `重新发送给 ${m.to} 的「${m.subject}」？若上次可能已送达，对方会收到两封。` },
                    done: '已重新排队发送',
                  })
                }
              />
            ) : null
          }
        />
      </PagedTable>
    </div>
  );
}
