// A console list's parts (one module, so one lazy chunk for every console list screen).
import type { UseQueryResult } from '@tanstack/react-query';
import { DataTable, type DataTableProps, type DataTableValue } from 'primereact/datatable';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { ReactNode } from 'react';
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

// A console list's filters (the row above its table): each names itself for screen readers by its label.

/**
 * A choice filter. `optionValue="value"`: without it PrimeReact takes an option whose value is '' (全部…) for
 * the whole option object, matches nothing and shows an empty box.
 */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  placeholder,
  filter,
}: {
  label: string;
  value: V;
  /** The screen's own options, so a picked value is one of V. */
  options: ReadonlyArray<{ label: string; value: string }>;
  onChange: (value: V) => void;
  placeholder?: string;
  /** A search box in the list, for long lists. */
  filter?: boolean;
}) {
  return (
    <Dropdown
      value={value}
      options={[...options]}
      optionValue="value"
      onChange={(e) => onChange(e.value as V)}
      placeholder={placeholder}
      filter={filter}
      aria-label={label}
    />
  );
}

/** A text filter; the screen trims what it sends. */
export function FilterText({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}) {
  return <InputText value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} aria-label={label} />;
}

/** The 商品 cell of a console list: the thumbnail (when there is one), the title and a hint line below. */
export function ItemCell({ image, title, hint }: { image: string | null; title: string; hint: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      {image && <img className="admin-thumb" src={image} alt="" loading="lazy" />}
      <div>
        <div>{title}</div>
        <div className="admin-hint">{hint}</div>
      </div>
    </div>
  );
}
