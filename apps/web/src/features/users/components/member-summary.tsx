import './users.css';
import { ORDER_TYPE_LABELS, ORDER_TYPES, type UserInfo } from '@daigou/contract';
import { Link } from 'react-router';
import { YenWithYuan } from '../../../components/price/yen-price';
import { MemberAvatar } from './member-avatar';

interface MemberSummaryProps {
  user: UserInfo;
  userLoadedAt: number;
  /** Orders per order type; omitted while the orders call is unavailable. */
  orderCounts?: Record<string, number>;
}

const SHORTCUTS = [
  { to: '/users/charge', label: '账户充值', icon: 'pi-wallet' },
  { to: '/users/order?type=all', label: '我的订单', icon: 'pi-list' },
  { to: '/users/collect', label: '我的收藏', icon: 'pi-heart' },
  { to: '/users/shop', label: '关注的卖家', icon: 'pi-shop' },
  { to: '/users/history', label: '浏览历史', icon: 'pi-history' },
  { to: '/users/setting', label: '账户设置', icon: 'pi-cog' },
];

/** The personal centre's front: who, how much money (yuan at the rates of the surrounding RatesProvider), how many orders, where to go. */
export function MemberSummary({ user, userLoadedAt, orderCounts }: MemberSummaryProps) {
  return (
    <div className="member-summary">
      <section className="users-card member-summary__head">
        <MemberAvatar src={user.HeadImg} stamp={userLoadedAt} size={80} />
        <div className="member-summary__who">
          <h2 data-testid="member-name">{user.CustomerName}</h2>
          <p className="muted">账号：{user.CustomAccount}</p>
          <Link to="/users/setting" className="text-link">
            编辑资料
          </Link>
        </div>
        <div className="member-summary__balance" data-testid="member-balance">
          <span className="muted">账户余额</span>
          <YenWithYuan yen={user.balance} className="balance-amount" />
          <Link to="/users/charge" className="p-button p-button-sm member-summary__charge">
            去充值
          </Link>
        </div>
      </section>
      {orderCounts && (
        <section className="users-card" aria-label="我的订单">
          <header className="users-card__header">
            <h3>我的订单</h3>
            <Link to="/users/order?type=all">查看全部</Link>
          </header>
          <ul className="order-counts">
            {ORDER_TYPES.filter((t) => t !== 'all').map((type) => (
              <li key={type}>
                <Link to={`/users/order?type=${type}`}>
                  <strong>{orderCounts[type] ?? 0}</strong>
                  <span>{ORDER_TYPE_LABELS[type]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="users-card" aria-label="快捷入口">
        <ul className="shortcuts">
          {SHORTCUTS.map((s) => (
            <li key={s.to}>
              <Link to={s.to}>
                <i className={`pi ${s.icon}`} aria-hidden="true" />
                <span>{s.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
