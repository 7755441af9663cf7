import type { DataTablePageEvent, DataTableSortEvent } from 'primereact/datatable';
import { useState } from 'react';

export interface TableState<S extends string> {
  page: number;
  limit: number;
  sort: S;
  order: 'asc' | 'desc';
}

/**
 * Paging and sorting of a server-paged table (PrimeReact DataTable in lazy mode): the query part to send
 * and the props the table needs.
 */
export function useTableState<S extends string>(initial: TableState<S>) {
  const [state, setState] = useState(initial);
  const tableProps = {
    lazy: true,
    paginator: true,
    first: (state.page - 1) * state.limit,
    rows: state.limit,
    rowsPerPageOptions: [10, 20, 50, 100],
    sortField: state.sort,
    sortOrder: (state.order === 'asc' ? 1 : -1) as 1 | -1,
    onPage: (e: DataTablePageEvent) => setState((s) => ({ ...s, page: Math.floor(e.first / e.rows) + 1, limit: e.rows })),
    onSort: (e: DataTableSortEvent) =>
      setState((s) => ({
        ...s,
        page: 1,
        sort: (e.sortField as S) || initial.sort,
        order: e.sortOrder === 1 ? 'asc' : 'desc',
      })),
    paginatorTemplate: 'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink RowsPerPageDropdown CurrentPageReport',
    currentPageReportTemplate: '共 {totalRecords} 条',
    emptyMessage: '暂无数据',
  };
  const resetPage = () => setState((s) => ({ ...s, page: 1 }));
  return { state, setState, tableProps, resetPage };
}
