import { formatYen, ORDER_KIND_LABELS, type Order } from '@daigou/contract';
import { Link } from 'react-router';

/** The ordered item in one line: picture, title (in Chinese as read when ordering, and as written), id, kind and maximum. */
export function OrderItemLine({ order }: { order: Order }) {
  return (
    <div className="order-item-line">
      {order.image ? (
        <img src={order.image} alt="" width={72} height={72} className="order-item-line__img" />
      ) : (
        <span className="order-item-line__img order-item-line__img--empty" aria-hidden="true" />
      )}
      <div className="order-item-line__text">
        <Link to={`/shop/product/${order.itemId}`} className="order-item-line__title" lang={order.titleZh ? 'zh-CN' : 'ja'}>
          {order.titleZh || order.title}
        </Link>
        {order.titleZh && (
          <span className="muted order-item-line__original" lang="ja">
            {order.title}
          </span>
        )}
        <span className="muted">
          商品编号 {order.itemId} · {ORDER_KIND_LABELS[order.kind]}
          {order.kind === 'bid' && order.maxBid !== null && <> · 最高出价 {formatYen(order.maxBid)}</>}
          {order.kind === 'bid' && order.snipeMinutes !== null && <> · 结束前 {order.snipeMinutes} 分钟出价</>}
          {order.inspection ? ' · 验货' : ''}
        </span>
      </div>
    </div>
  );
}
