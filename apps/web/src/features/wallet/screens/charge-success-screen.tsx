import { formatPrice, RECHARGE_CHANNEL_LABELS, RECHARGE_STATUS_LABELS } from '@daigou/contract';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { YenWithYuan } from '../../../components/price/yen-price';
import { EmptyState, ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useRechargeStatus } from '../api/get-recharge-status';
import { returnPathFor } from '../components/return-path';
import '../wallet.css';

/**
 * /charge/success?rechargeId=: the credited amount and the new balance. The pay page sends the payer here
 * at once; if the notification is still on its way the top-up is polled until it is credited.
 */
export function ChargeSuccessScreen({ balance, onCredited }: { balance: number | undefined; onCredited: () => void }) {
  const [params] = useSearchParams();
  const rechargeId = params.get('rechargeId');
  const status = useRechargeStatus(rechargeId);
  const recharge = status.data;
  const credited = recharge?.status === 'paid';
  const back = returnPathFor(rechargeId);

  useEffect(() => {
    if (credited) onCredited();
  }, [credited, onCredited]);

  if (!rechargeId)
    return (
      <EmptyState title="没有要查看的充值单" hint="在账户充值页面发起充值">
        <Link to="/users/charge">去充值</Link>
      </EmptyState>
    );
  if (status.isPending) return <LoadingBlock height={280} label="正在确认支付结果…" />;
  if (status.isError || !recharge)
    return <ErrorState message={errorMessage(status.error)} onRetry={() => void status.refetch()} />;

  if (recharge.status === 'pending') {
    return (
      <section className="section-card charge-result" data-testid="charge-waiting">
        <i className="pi pi-spin pi-spinner charge-result__icon" aria-hidden="true" />
        <h1>正在确认支付结果…</h1>
        <p className="muted">支付平台的到账通知可能有几秒延迟，本页会自动刷新。</p>
        <Link to={`/users/charge?rechargeId=${encodeURIComponent(recharge.rechargeId)}`}>返回支付页面</Link>
      </section>
    );
  }
  if (!credited) {
    return (
      <section className="section-card charge-result charge-result--closed" data-testid="charge-closed">
        <i className="pi pi-times-circle charge-result__icon" aria-hidden="true" />
        <h1>充值单{RECHARGE_STATUS_LABELS[recharge.status]}</h1>
        <p className="muted">该充值单未支付，未产生任何扣款。</p>
        <Link to="/users/charge">重新充值</Link>
      </section>
    );
  }

  return (
    <section className="section-card charge-result" data-testid="charge-success">
      <i className="pi pi-check-circle charge-result__icon charge-result__icon--ok" aria-hidden="true" />
      <h1>充值成功</h1>
      <dl className="charge-result__facts">
        <div>
          <dt>到账金额</dt>
          <dd data-testid="credited-amount">
            <YenWithYuan yen={recharge.amount} />
          </dd>
        </div>
        <div>
          <dt>实付</dt>
          <dd>
            {formatPrice(recharge.yuanPrice)} 元（{RECHARGE_CHANNEL_LABELS[recharge.channel]}，汇率 {recharge.rate}）
          </dd>
        </div>
        <div>
          <dt>当前余额</dt>
          <dd data-testid="new-balance">{balance === undefined ? '—' : <YenWithYuan yen={balance} />}</dd>
        </div>
        {recharge.paidAt !== null && (
          <div>
            <dt>到账时间</dt>
            <dd>{formatDateTime(recharge.paidAt)}</dd>
          </div>
        )}
      </dl>
      <div className="charge-result__links">
        {back && (
          <Link to={back} className="p-button" data-testid="charge-back">
            返回订单继续付款
          </Link>
        )}
        <Link to="/users/order?type=all" className={back ? 'p-button p-button-outlined' : 'p-button'}>
          我的订单
        </Link>
        <Link to="/users/charge" className="p-button p-button-outlined">
          资金明细
        </Link>
      </div>
    </section>
  );
}
