import { Link } from 'react-router';

export const GUIDE_LINKS = [
  { id: 1, label: '订单流程' },
  { id: 2, label: '费用标准' },
  { id: 3, label: '购买须知' },
] as const;

/** Order-notice dropdown (spec §2): order flow, fee standard, purchase notice. */
export function OrderNoticeDropdown() {
  return (
    <div className="header-dropdown" data-testid="order-notice">
      <button type="button" className="header-icon">
        <i className="pi pi-info-circle" />
        <span className="header-icon__label">订单须知</span>
        <i className="pi pi-angle-down" />
      </button>
      <ul className="dropdown dropdown--right">
        {GUIDE_LINKS.map((g) => (
          <li key={g.id}>
            <Link to={`/guide?id=${g.id}`} className="dropdown__link">
              {g.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
