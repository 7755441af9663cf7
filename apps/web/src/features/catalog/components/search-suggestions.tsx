import { useRecommendSearch } from '../api/get-recommend-search';
import './catalog.css';

/** "相关搜索": suggestions for the keyword (or hot searches without one); picking one searches it. */
export function SearchSuggestions({
  keyword,
  onPick,
  title = '相关搜索',
}: {
  keyword: string;
  onPick: (keyword: string) => void;
  title?: string;
}) {
  const suggestions = useRecommendSearch(keyword);
  const list = (suggestions.data ?? []).filter((s) => s.keyword !== keyword);
  if (list.length === 0) return null;
  return (
    <div className="search-suggestions" data-testid="search-suggestions">
      <span className="search-suggestions__title">{title}：</span>
      {list.map((s) => (
        <button
          key={s.keyword}
          type="button"
          className="filter-chip"
          title={s.hint ?? undefined}
          onClick={() => onPick(s.keyword)}
        >
          {s.keyword}
          {s.hint && (
            <span className="search-suggestions__hint" lang="ja">
              {s.hint}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
