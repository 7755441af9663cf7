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
}: {
  keyword?: string;
  result: SearchResult | undefined;
  title?: string;
}) {
  const groups = result ? translatedGroups(result) : [];
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
          <i className="pi pi-language" aria-hidden="true" /> 已同时按日文搜索：
          {groups.map((group) => (
            <span key={group.word} className="term-group">
              {group.word} → {group.terms.join('、')}
            </span>
          ))}
        </p>
      )}
      {result && result.hiddenSellers > 0 && <p className="muted">已隐藏 {result.hiddenSellers} 件黑名单卖家的商品</p>}
    </div>
  );
}
