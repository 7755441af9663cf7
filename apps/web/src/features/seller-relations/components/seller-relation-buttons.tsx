import './seller-relations.css';
import type { SellerRelation, SellerRelationChange } from '@daigou/contract';
import { Button } from 'primereact/button';
import { useLocation, useNavigate } from 'react-router';
import { confirm } from '../../../lib/confirm';
import { loginFlag } from '../../../lib/login-flag';
import { toast } from '../../../lib/toast';
import { useChangeRelation } from '../api/change-relation';
import { useSellerRelation } from '../api/check-blacklist';

const DONE: Record<SellerRelationChange, string> = {
  follow: '已关注该卖家',
  unfollow: '已取消关注',
  black: '已加入黑名单，搜索中将不再显示该卖家的商品',
  unblack: '已移出黑名单',
};

interface SellerRelationButtonsProps {
  sellerId: string;
  sellerName?: string;
  /** Called after a change, so the composing screen can refresh searches and recommendations. */
  onChanged?: (relation: SellerRelation, change: SellerRelationChange) => void;
}

/** Follow / unfollow and blacklist / unblack one seller (seller and item pages). */
export function SellerRelationButtons({ sellerId, sellerName, onChanged }: SellerRelationButtonsProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const relation = useSellerRelation(sellerId);
  const change = useChangeRelation(onChanged);
  const followed = relation.data?.followed ?? false;
  const blacklisted = relation.data?.blacklisted ?? false;
  const name = sellerName ?? sellerId;

  const run = async (kind: SellerRelationChange) => {
    if (!loginFlag.isSet()) {
      navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    if (kind === 'black') {
      const ok = await confirm({
        header: '拉黑卖家',
        message: `确定将卖家「${name}」加入黑名单吗？加入后搜索和推荐中将不再显示其商品${followed ? '，并取消关注' : ''}。`,
        acceptLabel: '加入黑名单',
        danger: true,
      });
      if (!ok) return;
    }
    change.mutate({ change: kind, sellerId }, { onSuccess: () => toast.success(DONE[kind]) });
  };

  return (
    <div className="seller-relation-buttons" data-testid="seller-relation-buttons">
      {!blacklisted && (
        <Button
          type="button"
          size="small"
          icon={followed ? 'pi pi-check' : 'pi pi-plus'}
          label={followed ? '已关注' : '关注卖家'}
          outlined={followed}
          loading={change.isPending && change.variables?.change.endsWith('follow')}
          onClick={() => run(followed ? 'unfollow' : 'follow')}
        />
      )}
      <Button
        type="button"
        size="small"
        icon="pi pi-ban"
        label={blacklisted ? '移出黑名单' : '拉黑卖家'}
        severity={blacklisted ? 'secondary' : 'danger'}
        outlined
        loading={change.isPending && change.variables?.change.endsWith('black')}
        onClick={() => run(blacklisted ? 'unblack' : 'black')}
      />
    </div>
  );
}
