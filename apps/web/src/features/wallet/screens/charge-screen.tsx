import { formatYen, type Rate, type Recharge } from '@daigou/contract';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { YenWithYuan } from '../../../components/price/yen-price';
import { ChargeForm } from '../components/charge-form';
import { LedgerTable } from '../components/ledger-table';
import { RechargePending } from '../components/recharge-pending';
import { rememberReturnPath, safeReturnPath } from '../components/return-path';
import '../wallet.css';

/**
 * /users/charge: balance, the top-up form, then the pending top-up (QR, pay link, polling) kept in the
 * URL (?rechargeId=) so a reload keeps it; `?amount=` prefills (the settle screen's shortfall) and
 * `?back=` is where the success page offers to return.
 */
export function ChargeScreen({ balance, rate }: { balance: number | undefined; rate: Rate | undefined }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const rechargeId = params.get('rechargeId');
  const requested = Number(params.get('amount'));
  const initialYen = Number.isInteger(requested) && requested > 0 ? requested : undefined;
  const back = safeReturnPath(params.get('back'));

  const onCreated = (recharge: Recharge) => {
    rememberReturnPath(recharge.rechargeId, back);
    const next = new URLSearchParams(params);
    next.set('rechargeId', recharge.rechargeId);
    setParams(next);
  };
  const onRestart = () => {
    const next = new URLSearchParams(params);
    next.delete('rechargeId');
    setParams(next);
  };
  const onPaid = useCallback(
    (recharge: Recharge) => navigate(`/charge/success?rechargeId=${encodeURIComponent(recharge.rechargeId)}`, { replace: true }),
    [navigate],
  );

  return (
    <div className="wallet-screen">
      <section className="section-card wallet-balance">
        <header>
          <h2>账户充值</h2>
        </header>
        <div className="wallet-balance__row">
          <span className="muted">当前余额</span>
          {balance === undefined ? (
            <span className="muted">—</span>
          ) : (
            <YenWithYuan yen={balance} className="wallet-balance__amount" />
          )}
        </div>
        {back && initialYen && (
          <p className="wallet-balance__hint">
            <i className="pi pi-info-circle" aria-hidden="true" /> 订单付款还差{' '}
            <strong className="price">{formatYen(initialYen)}</strong>
            ，充值完成后可返回继续付款。
          </p>
        )}
      </section>
      <section className="section-card">
        {rechargeId ? (
          <RechargePending key={rechargeId} rechargeId={rechargeId} onPaid={onPaid} onRestart={onRestart} />
        ) : (
          <ChargeForm rate={rate} initialYen={initialYen} onCreated={onCreated} />
        )}
      </section>
      <section className="section-card">
        <header>
          <h2>资金明细</h2>
        </header>
        <LedgerTable />
      </section>
    </div>
  );
}
