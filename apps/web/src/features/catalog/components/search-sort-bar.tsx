import { SEARCH_SORT_LABELS, SEARCH_SORTS, type SearchSort } from '@daigou/contract';

/** Relevance, price up/down, ending soonest, newest, most bids. */
export function SearchSortBar({ sort, onSort }: { sort: SearchSort; onSort: (sort: SearchSort) => void }) {
  return (
    <div className="sort-bar" role="tablist" aria-label="排序方式">
      {SEARCH_SORTS.map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={value === sort}
          className={value === sort ? 'sort-bar__item sort-bar__item--active' : 'sort-bar__item'}
          onClick={() => onSort(value)}
        >
          {SEARCH_SORT_LABELS[value]}
        </button>
      ))}
    </div>
  );
}
