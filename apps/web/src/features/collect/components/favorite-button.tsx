import { Button } from 'primereact/button';
import { useLocation, useNavigate } from 'react-router';
import { loginFlag } from '../../../lib/login-flag';
import { toast } from '../../../lib/toast';
import { useAddCollect } from '../api/add-collect';
import { useDeleteCollect } from '../api/delete-collect';
import { useCollectStatus } from '../api/get-collect-status';
import './collect.css';

interface FavoriteButtonProps {
  itemId: string;
  /** Icon only (item cards) or icon and text (item page). */
  compact?: boolean;
  testId?: string;
}

/** The favourite toggle for item pages and cards; visitors are sent to log in first. */
export function FavoriteButton({ itemId, compact = false, testId = 'favorite-button' }: FavoriteButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const status = useCollectStatus(itemId);
  const add = useAddCollect();
  const remove = useDeleteCollect();
  const collected = status.data ?? false;
  const busy = add.isPending || remove.isPending;

  const toggle = () => {
    if (!loginFlag.isSet()) {
      navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    const mutation = collected ? remove : add;
    mutation.mutate(itemId, {
      onSuccess: () => toast.success(collected ? '已取消收藏' : '已收藏', collected ? undefined : '可在「我的收藏」中查看'),
    });
  };

  const label = collected ? '已收藏' : '收藏';
  return (
    <Button
      type="button"
      icon={collected ? 'pi pi-heart-fill' : 'pi pi-heart'}
      label={compact ? undefined : label}
      aria-label={compact ? (collected ? '取消收藏' : '收藏') : undefined}
      aria-pressed={collected}
      severity={collected ? 'danger' : 'secondary'}
      outlined={!collected}
      rounded={compact}
      text={compact}
      loading={busy}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggle();
      }}
      className="favorite-button"
      data-testid={testId}
    />
  );
}
