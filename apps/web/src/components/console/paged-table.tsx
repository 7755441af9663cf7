import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableProps, type DataTableValue } from 'primereact/datatable';
import { errorMessage } from '../../lib/api-client';
import { ErrorState } from '../states/status-states';

type PagedTableProps<T extends DataTableValue> = Omit<DataTableProps<T[]>, 'value' | 'totalRecords' | 'loading'> & {
  /** The page query: `{ list, total }` of the current page. */
  query: UseQueryResult<{ list: T[]; total: number }>;
};

/**
 * A server-paged console list: the failed call with its retry, or the current page of rows in a small striped
 * table. The caller spreads its `useTableState` props (paging, sorting) and any table options after `query`.
 */
export function PagedTable<T extends DataTableValue>({ query, children, ...table }: PagedTableProps<T>) {
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => query.refetch()} />;
  return (
    <DataTable
      value={query.data?.list ?? []}
      totalRecords={query.data?.total ?? 0}
      loading={query.isFetching}
      size="small"
      stripedRows
      {...(table as DataTableProps<T[]>)}
    >
      {children}
    </DataTable>
  );
}
