import { useLocation, useNavigate } from 'react-router';
import { confirm } from '../../lib/confirm';
import '../shared-components.css';

/**
 * A member-only action shown to a visitor (no login flag): asks to log in, then goes to
 * /login?redirect=<this page> so the member comes back here.
 */
export function LoginPromptButton({
  label,
  icon,
  reason,
  testId,
  compact = false,
}: {
  label: string;
  icon: string;
  reason: string;
  testId?: string;
  /** Icon only, round (item cards); the label becomes the accessible name. */
  compact?: boolean;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = async () => {
    const accepted = await confirm({
      header: '需要登录',
      message: `${reason}需要先登录会员账号，现在去登录吗？`,
      acceptLabel: '去登录',
      rejectLabel: '再看看',
    });
    if (accepted) navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
  };
  return (
    <button
      type="button"
      className={compact ? 'action-button action-button--icon' : 'action-button'}
      onClick={onClick}
      data-testid={testId}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
    >
      <i className={`pi ${icon}`} aria-hidden="true" />
      {!compact && ` ${label}`}
    </button>
  );
}
