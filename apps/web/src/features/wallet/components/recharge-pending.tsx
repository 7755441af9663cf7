import { formatPrice, formatYen, RECHARGE_CHANNEL_LABELS, RECHARGE_STATUS_LABELS, type Recharge } from '@daigou/contract';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useRechargeStatus } from '../api/get-recharge-status';
import { PayQrCode } from './pay-qr-code';

function useSecondsLeft(recharge: Recharge | undefined): number | null {
  // The top-up's own times are server times; measure the rest from when its creation time was seen.
  const [origin] = useState(() => Date.now());
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!recharge) return null;
  return Math.max(0, Math.floor((recharge.expiresAt - recharge.createdAt - (now - origin)) / 1000));
}

/** A created top-up: QR and link of the pay page, polled until paid; expired or cancelled ones say so. */
export function RechargePending({
  rechargeId,
  onPaid,
  onRestart,
}: {
  rechargeId: string;
  onPaid: (recharge: Recharge) => void;
  onRestart: () => void;
}) {
  const status = useRechargeStatus(rechargeId);
  const recharge = status.data;
  const secondsLeft = useSecondsLeft(recharge);

  useEffect(() => {
    if (recharge?.status === 'paid') onPaid(recharge);
  }, [recharge, onPaid]);

  if (status.isPending) return <LoadingBlock height={320} label="正在读取充值单…" />;
  if (status.isError || !recharge)
    return <ErrorState message={errorMessage(status.error)} onRetry={() => void status.refetch()} />;

  const channel = RECHARGE_CHANNEL_LABELS[recharge.channel];
  // WeChat's code_url as it is; the sandbox page made absolute so a phone can open it.
  const qrContent = recharge.qrCode ? new URL(recharge.qrCode, window.location.origin).toString() : null;

  if (recharge.status === 'expired' || recharge.status === 'cancelled') {
    return (
      <div className="recharge-panel recharge-panel--closed" data-testid="recharge-closed">
        <i className="pi pi-times-circle recharge-panel__icon" aria-hidden="true" />
        <h2>充值单{RECHARGE_STATUS_LABELS[recharge.status]}</h2>
        <p className="muted">
          {recharge.status === 'expired'
            ? '该充值单超过 30 分钟未支付，已自动关闭，未产生任何扣款。'
            : '该充值单已在支付页取消，未产生任何扣款。'}
        </p>
        <Button label="重新充值" icon="pi pi-refresh" onClick={onRestart} />
      </div>
    );
  }

  return (
    <div className="recharge-panel" data-testid="recharge-pending">
      <h2>
        {qrContent ? `请使用${channel}扫码支付` : `请在${channel}完成支付`}{' '}
        <span className="price">{formatPrice(recharge.yuanPrice)} 元</span>
      </h2>
      <p className="muted">
        到账 {formatYen(recharge.amount)} · 汇率 {recharge.rate} · 充值单号 {recharge.rechargeId}
      </p>
      {qrContent ? (
        <>
          <PayQrCode url={qrContent} label={`${channel}支付二维码`} />
          <p>
            <a href={recharge.payUrl} target="_blank" rel="noopener" className="recharge-panel__link" data-testid="pay-link">
              <i className="pi pi-external-link" aria-hidden="true" /> 在新窗口打开支付页面
            </a>
          </p>
        </>
      ) : (
        <p>
          <a href={recharge.payUrl} className="p-button" data-testid="pay-redirect">
            <i className="pi pi-external-link" aria-hidden="true" /> 前往{channel}付款
          </a>
        </p>
      )}
      <p className="recharge-panel__wait" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> 等待支付结果…
        {secondsLeft !== null && (
          <span className="muted">
            （剩余 {Math.floor(secondsLeft / 60)} 分 {String(secondsLeft % 60).padStart(2, '0')} 秒）
          </span>
        )}
      </p>
      <div className="recharge-panel__actions">
        <Button label="我已完成支付" outlined onClick={() => void status.refetch()} loading={status.isFetching} />
        <Button label="更换金额或渠道" text onClick={onRestart} />
      </div>
    </div>
  );
}
