import { ORDER_STATUS_LABELS, OrderStatus, type OrderStatusCode } from '@daigou/contract';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/console/page-header';
import { ErrorState, LoadingBlock } from '../../../../components/states/status-states';
import { useDashboard } from '../../../../features/staff-orders/api/get-dashboard';
import { MoneyCheckCard } from '../../../../features/staff-orders/components/money-check-card';
import { UpstreamCard } from '../../../../features/staff-orders/components/upstream-card';
import { ParcelDeskCard } from '../../../../features/staff-parcels/components/parcel-desk-card';
import { TranslationUsageCard } from '../../../../features/staff-translation/components/translation-usage-card';
import { errorMessage } from '../../../../lib/api-client';

/** Statuses in the order staff work through them. */
const DESK_ORDER: OrderStatusCode[] = [
  OrderStatus.paid,
  OrderStatus.purchased,
  OrderStatus.shipped,
  OrderStatus.inspecting,
  OrderStatus.problem,
  OrderStatus.warehoused,
  OrderStatus.unpaid,
  OrderStatus.failed,
  OrderStatus.cancelled,
];
const NEEDS_STAFF = new Set<number>([OrderStatus.paid, OrderStatus.purchased, OrderStatus.shipped, OrderStatus.problem]);

/**
 * 概览: orders per status, unread threads, pending top-ups and (with the real marketplace) due bid tasks, each a
 * link to its list; parcels and overdue storage; the upstream's health; the money checks; translation usage.
 */
export default function DashboardScreen() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <LoadingBlock />;
  if (dashboard.isError) return <ErrorState message={errorMessage(dashboard.error)} onRetry={() => dashboard.refetch()} />;
  const { counts, unreadThreads, pendingRecharges, paymentAlerts, moneyCheck, bidTasks, upstream } = dashboard.data;
  return (
    <div data-testid="admin-dashboard">
      <PageHeader title="概览" />
      <section className="admin-card">
        <h2>订单（共 {counts.all ?? 0} 个）</h2>
        <div className="admin-stats">
          {DESK_ORDER.map((code) => (
            <Link
              key={code}
              to={`/admin/orders?status=${code}`}
              className={`admin-stat${NEEDS_STAFF.has(code) && (counts[code] ?? 0) > 0 ? ' admin-stat--alert' : ''}`}
              data-testid={`count-${code}`}
            >
              <div className="admin-stat__value">{counts[code] ?? 0}</div>
              <div className="admin-stat__label">{ORDER_STATUS_LABELS[code]}</div>
            </Link>
          ))}
        </div>
      </section>
      <section className="admin-card">
        <h2>待处理</h2>
        <div className="admin-stats">
          {bidTasks && (
            <Link
              to="/admin/bid-tasks"
              className={`admin-stat${bidTasks.due > 0 ? ' admin-stat--alert' : ''}`}
              data-testid="dashboard-bid-tasks"
            >
              <div className="admin-stat__value">{bidTasks.due}</div>
              <div className="admin-stat__label">代拍任务已到时（共 {bidTasks.open}）</div>
            </Link>
          )}
          <Link to="/admin/inbox?unread=1" className={`admin-stat${unreadThreads > 0 ? ' admin-stat--alert' : ''}`}>
            <div className="admin-stat__value">{unreadThreads}</div>
            <div className="admin-stat__label">未读订单留言</div>
          </Link>
          <Link to="/admin/recharges?status=pending" className="admin-stat">
            <div className="admin-stat__value">{pendingRecharges}</div>
            <div className="admin-stat__label">待支付充值</div>
          </Link>
          <Link
            to="/admin/payments"
            className={`admin-stat${paymentAlerts > 0 ? ' admin-stat--alert' : ''}`}
            data-testid="dashboard-payment-alerts"
          >
            <div className="admin-stat__value">{paymentAlerts}</div>
            <div className="admin-stat__label">支付提醒</div>
          </Link>
        </div>
      </section>
      <ParcelDeskCard />
      {upstream && <UpstreamCard upstream={upstream} />}
      <MoneyCheckCard check={moneyCheck} />
      <TranslationUsageCard />
    </div>
  );
}
