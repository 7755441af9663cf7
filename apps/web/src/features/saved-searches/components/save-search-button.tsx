import type { SavedSearchFilters } from '@daigou/contract';
import { useLocation, useNavigate } from 'react-router';
import { loginFlag } from '../../../lib/login-flag';
import { toast } from '../../../lib/toast';
import { useAddSavedSearch } from '../api/add-saved-search';
import './saved-searches.css';

/** 保存搜索 on the search results: members save the search; visitors are sent to log in first (like 收藏). */
export function SaveSearchButton({ filters }: { filters: SavedSearchFilters }) {
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddSavedSearch();
  const save = () => {
    if (!loginFlag.isSet()) {
      navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    add.mutate(filters, {
      onSuccess: () => toast.success('已保存搜索', '有新商品上架时会通知您，可在「搜索订阅」中管理'),
    });
  };
  return (
    // A plain button: the search screen stays free of the component library (decision 056).
    <button type="button" onClick={save} disabled={add.isPending} className="save-search-button" data-testid="save-search">
      <i className={add.isPending ? 'pi pi-spin pi-spinner' : 'pi pi-bookmark'} aria-hidden="true" /> 保存搜索
    </button>
  );
}
