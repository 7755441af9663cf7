import { type AdminLoginLock, LOGIN_LOCK_KIND_LABELS } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/console/page-header';
import { useAction } from '../../../components/console/use-action';
import { ErrorState } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useLoginLocks } from '../api/get-login-locks';
import { useLiftLoginLock } from '../api/lift-login-lock';

const describe = (lock: AdminLoginLock) =>
  lock.kind === 'account'
    ? `账号「${lock.account}」`
    : lock.kind === 'pair'
      ? `账号「${lock.account}」在地址 ${lock.address}`
      : `地址 ${lock.address}`;

const liftBody = (lock: AdminLoginLock) =>
  lock.kind === 'account'
    ? { kind: lock.kind, account: lock.account ?? '' }
    : lock.kind === 'pair'
      ? { kind: lock.kind, account: lock.account ?? '', address: lock.address ?? '' }
      : { kind: lock.kind, address: lock.address ?? '' };

/** 登录锁定: who cannot log in now because of failed attempts, and lifting a lock (decision 018). */
export default function LoginLocksScreen() {
  const locks = useLoginLocks();
  const lift = useLiftLoginLock();
  const { busy, run } = useAction();

  return (
    <div data-testid="admin-login-locks">
      <PageHeader title="登录锁定">
        <Button label="刷新" icon="pi pi-refresh" text onClick={() => locks.refetch()} loading={locks.isFetching} />
      </PageHeader>
      <p className="muted">
        {locks.data?.windowMinutes ?? 15} 分钟内：同一账号或同一账号 + 地址失败 10 次、同一地址失败 100
        次即锁定，最早的失败移出时间窗后自动解除。解除锁定会记入操作日志。
      </p>
      {locks.isError ? (
        <ErrorState message={errorMessage(locks.error)} onRetry={() => locks.refetch()} />
      ) : (
        <DataTable
          value={locks.data?.list ?? []}
          loading={locks.isFetching}
          size="small"
          stripedRows
          emptyMessage="当前没有被锁定的账号或地址"
        >
          <Column header="类型" body={(l: AdminLoginLock) => LOGIN_LOCK_KIND_LABELS[l.kind]} />
          <Column
            header="账号"
            body={(l: AdminLoginLock) =>
              l.account === null ? '—' : l.userId ? <Link to={`/admin/ledger?userId=${l.userId}`}>{l.account}</Link> : l.account
            }
          />
          <Column header="地址" body={(l: AdminLoginLock) => l.address ?? '—'} />
          <Column header="失败次数" body={(l: AdminLoginLock) => `${l.failures} / ${l.limit}`} />
          <Column header="最近失败" body={(l: AdminLoginLock) => formatDateTime(l.lastFailureAt)} />
          <Column header="自动解除" body={(l: AdminLoginLock) => formatDateTime(l.lockedUntil)} />
          <Column
            header="操作"
            body={(l: AdminLoginLock) => (
              <Button
                label="解除锁定"
                text
                size="small"
                disabled={busy}
                onClick={() =>
                  run(() => lift.mutateAsync(liftBody(l)), {
                    ask: { message: `解除${describe(l)}的登录锁定？` },
                    done: '已解除锁定',
                  })
                }
              />
            )}
          />
        </DataTable>
      )}
    </div>
  );
}
