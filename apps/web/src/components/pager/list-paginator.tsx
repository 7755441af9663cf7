import { Paginator } from 'primereact/paginator';

/**
 * PrimeReact's paginator under a list of `total` rows, `size` to a page (1-based `page`); nothing when one
 * page holds them all. `compact` shows only previous, the page numbers and next.
 */
export function ListPaginator({
  page,
  size,
  total,
  onPage,
  compact = false,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  compact?: boolean;
}) {
  if (total <= size) return null;
  return (
    <Paginator
      first={(page - 1) * size}
      rows={size}
      totalRecords={total}
      onPageChange={(e) => onPage(e.page + 1)}
      template={compact ? 'PrevPageLink PageLinks NextPageLink' : undefined}
    />
  );
}
