import '../shared-components.css';

/** The page numbers around the current one (a window of `size`), 1-based. */
export function pageWindow(page: number, pageCount: number, size = 7): number[] {
  const count = Math.max(1, pageCount);
  const half = Math.floor(size / 2);
  let start = Math.max(1, Math.min(page - half, count - size + 1));
  const end = Math.min(count, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * A pager: first, previous, a window of page numbers, next, last, and "第 x / y 页". Light on purpose:
 * PrimeReact's Paginator drags its utilities into the first-load bundle.
 */
export function Pager({
  page,
  pageCount,
  onPage,
  label = '分页',
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  const go = (next: number) => {
    if (next >= 1 && next <= pageCount && next !== page) onPage(next);
  };
  return (
    <nav className="pager" aria-label={label} data-testid="pager">
      <button type="button" className="pager__button" onClick={() => go(1)} disabled={page <= 1} aria-label="第一页">
        <i className="pi pi-angle-double-left" aria-hidden="true" />
      </button>
      <button type="button" className="pager__button" onClick={() => go(page - 1)} disabled={page <= 1} aria-label="上一页">
        <i className="pi pi-angle-left" aria-hidden="true" />
      </button>
      {pageWindow(page, pageCount).map((n) => (
        <button
          key={n}
          type="button"
          className={n === page ? 'pager__button pager__button--active' : 'pager__button'}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => go(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className="pager__button"
        onClick={() => go(page + 1)}
        disabled={page >= pageCount}
        aria-label="下一页"
      >
        <i className="pi pi-angle-right" aria-hidden="true" />
      </button>
      <button
        type="button"
        className="pager__button"
        onClick={() => go(pageCount)}
        disabled={page >= pageCount}
        aria-label="最后一页"
      >
        <i className="pi pi-angle-double-right" aria-hidden="true" />
      </button>
      <span className="pager__report">
        第 {page} / {pageCount} 页
      </span>
    </nav>
  );
}
