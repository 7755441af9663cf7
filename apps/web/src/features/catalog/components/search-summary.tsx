import { formatPrice, type SearchResult } from '@daigou/contract';

/** "10,000+" when the server stopped counting (bounded counts), else the exact total. */
export function formatResultCount(total: number, capped: boolean): string {
  return capped ? `${formatPrice(total)}+` : formatPrice(total);
}

/**
 * Which Japanese terms were searched for the member's words: 钱包 → 財布. Only groups whose terms differ
 * from the word itself are worth a line.
 */
export function translatedGroups(result: Pick<SearchResult, 'termGroups'>): { word: string; terms: string[] }[] {
  return result.termGroups
    .map((group) => ({ word: group.word, terms: group.terms.filter((term) => term !== group.word) }))
    .filter((group) => group.terms.length > 0);
}

export function SearchSummary({
  keyword,
  result,
  title,
  exact = false,
  onExact,
}: {
  keyword?: string;
  result: SearchResult | undefined;
  title?: string;
  /** The words were searched as typed (只搜原词). */
  exact?: boolean;
  /** Re-runs the search with (true) or without (false) the expansion. */
  onExact?: (exact: boolean) => void;
}) {
  const groups = result && !exact ? translatedGroups(result) : [];
  return (
    <div className="search-summary" data-testid="search-summary">
      <h1>
        {keyword ? (
          <>
            <span className="search-summary__keyword">{keyword}</span> 的搜索结果
          </>
        ) : (
          (title ?? '全部商品')
        )}
        {result && (
          <small className="search-summary__count" data-testid="result-count">
            共 {formatResultCount(result.total, result.totalCapped)} 件
          </small>
        )}
      </h1>
      {groups.length > 0 && (
        <p className="search-summary__terms" data-testid="searched-terms">
          <i className="pi pi-language" aria-hidden="true" />
          <span>已搜索：</span>
          {groups.map((group) => (
            <span key={group.word} className="term-group" lang="ja">
              <span lang="zh-CN">{group.word}</span> → {group.terms.join(' · ')}
            </span>
          ))}
          {onExact && (
            <button type="button" className="search-summary__undo" onClick={() => onExact(true)}>
              只搜原词
            </button>
          )}
        </p>
      )}
      {exact && keyword && (
        <p className="search-summary__terms" data-testid="searched-terms">
          <i className="pi pi-language" aria-hidden="true" />
          <span>只搜了原词「{keyword}」</span>
          {onExact && (
            <button type="button" className="search-summary__undo" onClick={() => onExact(false)}>
              同时搜日文
            </button>
          )}
        </p>
      )}
      {result && result.hiddenSellers > 0 && <p className="muted">已隐藏 {result.hiddenSellers} 件黑名单卖家的商品</p>}
    </div>
  );
}
