import { Link } from 'react-router';
import './item-decide.css';
import { Countdown } from '../../../components/countdown/countdown';
import { YenPrice, YuanEstimates } from '../../../components/price/yen-price';

/**
 * The bar a member decides from (issue 28 §5): the current price in 日元 and 元, the countdown and 立即下单,
 * always on screen — fixed to the bottom on a phone, a slim strip at the bottom of the content on a desktop.
 * The page keeps room beneath for it (its spacer), so it never covers the last lines.
 */
export function DecideBar({
  itemId,
  currentPrice,
  endTime,
  onSale,
}: {
  itemId: string;
  currentPrice: number;
  endTime: number;
  onSale: boolean;
}) {
  return (
    <>
      <div className="decide-bar__spacer" aria-hidden="true" />
      <section className="decide-bar" data-testid="decide-bar" aria-label="价格与下单">
        <div className="decide-bar__price">
          <span className="decide-bar__label">当前价</span>
          <YenPrice yen={currentPrice} />
          <YuanEstimates yen={currentPrice} compact />
        </div>
        <div className="decide-bar__timer">
          {onSale ? (
            <Countdown endTime={endTime} prefix="距结束" />
          ) : (
            <span className="countdown countdown--ended">拍卖已结束</span>
          )}
        </div>
        {onSale ? (
          <Link to={`/order/check/${itemId}`} className="order-button decide-bar__order" data-testid="decide-order">
            立即下单
          </Link>
        ) : (
          <button type="button" className="order-button decide-bar__order" disabled>
            不在售
          </button>
        )}
      </section>
    </>
  );
}
