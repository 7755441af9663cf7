import { formatYen, type Order, type OrderParcel, OrderStatus, type StorageRules, storageClock } from '@daigou/contract';
import { Link } from 'react-router';
import { serverNow } from '../../../components/countdown/server-clock';
import { formatDateTime } from '../../../lib/format-date';

const date = (ms: number) => formatDateTime(ms).slice(0, 10);

/** Weight, box size and the storage clock of an item at the warehouse (issue 14). */
export function WarehouseFacts({
  order,
  rules,
  parcel,
}: {
  order: Order;
  rules?: StorageRules;
  /** The parcel the item is in, with its state (decision 058). */
  parcel?: OrderParcel | null;
}) {
  if (order.arrivedAt === null) return null;
  const box = order.lengthCm !== null ? `${order.lengthCm} × ${order.widthCm} × ${order.heightCm} cm` : '待测量';
  const atWarehouse =
    order.status === OrderStatus.warehoused || order.status === OrderStatus.inspecting || order.status === OrderStatus.problem;
  const clock =
    rules && atWarehouse && order.parcelId === null
      ? storageClock(
          rules,
          {
            arrivedAt: order.arrivedAt,
            pausedMs: order.storagePausedMs,
            extraDays: order.storageExtraDays,
            paidFee: order.storagePaid,
          },
          serverNow(),
        )
      : null;
  return (
    <dl className="order-facts warehouse-facts" data-testid="warehouse-facts">
      <div className="order-fact">
        <dt>到仓时间</dt>
        <dd>{formatDateTime(order.arrivedAt)}</dd>
      </div>
      <div className="order-fact" data-testid="fact-weight">
        <dt>重量</dt>
        <dd>{order.weightG !== null ? `${order.weightG.toLocaleString('zh-CN')} g` : '待称重'}</dd>
      </div>
      <div className="order-fact" data-testid="fact-size">
        <dt>包装尺寸</dt>
        <dd>{box}</dd>
      </div>
      {order.parcelId !== null && (
        <div className="order-fact" data-testid="fact-parcel">
          <dt>国际包裹</dt>
          <dd>
            <Link to={`/users/parcel/${order.parcelId}`}>包裹 P{order.parcelId}</Link>（
            {parcel ? parcel.statusLabel : '已申请国际发货'}）
          </dd>
        </div>
      )}
      {clock && rules && (
        <div className="order-fact" data-testid="fact-storage">
          <dt>仓储</dt>
          <dd>
            已存放 {clock.days} 天；
            {clock.state === 'free'
              ? `免费保管至 ${date(clock.freeUntil)}，之后每天 ${formatYen(rules.dailyFee)}`
              : `${clock.paidFee > 0 ? '待付' : '已产生'}仓储费 ${formatYen(clock.fee)}（超出免费期 ${clock.chargeableDays} 天${clock.paidFee > 0 ? `，已付 ${formatYen(clock.paidFee)}` : ''}）`}
            {clock.state === 'over' ? '，已超过最长保管期，客服会联系您' : `，最长保管至 ${date(clock.maxUntil)}`}
          </dd>
        </div>
      )}
    </dl>
  );
}
