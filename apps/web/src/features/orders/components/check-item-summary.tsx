import type { ItemDetail } from '@daigou/contract';
import { Link } from 'react-router';
import { ChineseKindTag, ChineseTitle } from '../../../components/chinese-text/reading-switch';
import { Countdown } from '../../../components/countdown/countdown';
import { YenPrice, YenWithYuan } from '../../../components/price/yen-price';

/** The item being ordered: picture, title (Chinese, then as written), prices, bids, time left, shipping and seller. */
export function CheckItemSummary({ item }: { item: ItemDetail }) {
  return (
    <aside className="check-item" data-testid="check-item">
      <Link to={`/shop/product/${item.itemId}`} className="check-item__image">
        <img src={item.images[0]} alt={item.title} width={280} height={280} />
      </Link>
      <h2 className="check-item__title" lang="zh-CN">
        <Link to={`/shop/product/${item.itemId}`}>
          <ChineseKindTag kind={item.titleZhKind} only={['gloss']} />
          <ChineseTitle text={item.titleZh} kind={item.titleZhKind} />
        </Link>
      </h2>
      <p className="muted check-item__original" lang="ja">
        {item.title}
      </p>
      <dl className="check-item__facts">
        <div>
          <dt>商品编号</dt>
          <dd>{item.itemId}</dd>
        </div>
        <div>
          <dt>当前价</dt>
          <dd>
            <YenWithYuan yen={item.currentPrice} />
          </dd>
        </div>
        {item.buyNowPrice !== null && (
          <div>
            <dt>一口价</dt>
            <dd>
              <YenPrice yen={item.buyNowPrice} />
            </dd>
          </div>
        )}
        <div>
          <dt>出价次数</dt>
          <dd>{item.bids} 次</dd>
        </div>
        <div>
          <dt>剩余时间</dt>
          <dd>
            <Countdown endTime={item.endTime} prefix="" />
          </dd>
        </div>
        <div>
          <dt>运费</dt>
          <dd>{item.shippingLabel}</dd>
        </div>
        <div>
          <dt>卖家</dt>
          <dd>
            {item.seller.name} <span className="muted">（好评率 {item.seller.goodRate}%）</span>
          </dd>
        </div>
      </dl>
    </aside>
  );
}
