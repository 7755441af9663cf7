import { ADMIN_PAGE_SIZE, type AdminHotKeyword } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { PagedTable } from '../../../components/console/console-list';
import { PageHeader } from '../../../components/console/page-header';
import { useTableState } from '../../../components/console/table-state';
import { useAction } from '../../../components/console/use-action';
import { useDeleteHotKeyword } from '../api/delete-hot-keyword';
import { useHotKeywords } from '../api/get-hot-keywords';
import { useSaveHotKeyword } from '../api/save-hot-keyword';

/** 热门搜索: list, add, edit (inline), order (sort number), on/off, delete. */
export default function KeywordsScreen() {
  const [search, setSearch] = useState('');
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<number | null>(0);
  const table = useTableState<'sort' | 'id' | 'keyword'>({ page: 1, limit: ADMIN_PAGE_SIZE, sort: 'sort', order: 'asc' });
  const { resetPage } = table;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts at page 1
  useEffect(() => resetPage(), [search]);
  const keywords = useHotKeywords({ ...table.state, keyword: search.trim() || undefined });
  const save = useSaveHotKeyword();
  const remove = useDeleteHotKeyword();
  const { busy, run } = useAction();
  const update = (k: AdminHotKeyword, change: Partial<{ keyword: string; sort: number; enabled: number }>) =>
    run(() => save.mutateAsync({ id: k.id, keyword: k.keyword, sort: k.sort, enabled: k.enabled ? 1 : 0, ...change }), {
      done: '已保存',
    });

  return (
    <div data-testid="admin-keywords">
      <PageHeader title="热门搜索" />
      <section className="admin-card">
        <form
          className="admin-filters"
          onSubmit={async (event) => {
            event.preventDefault();
            if (
              await run(() => save.mutateAsync({ keyword: keyword.trim(), sort: sort ?? 0, enabled: 1 }), {
                done: '关键词已添加',
              })
            )
              setKeyword('');
          }}
        >
          <InputText
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder="新关键词"
            maxLength={64}
            aria-label="新关键词"
          />
          <InputNumber
            value={sort}
            onValueChange={(e) => setSort(e.value ?? 0)}
            min={0}
            placeholder="排序"
            aria-label="排序"
            inputStyle={{ width: '6rem' }}
          />
          <Button type="submit" label="添加" icon="pi pi-plus" disabled={!keyword.trim()} loading={busy} />
        </form>
      </section>
      <div className="admin-filters">
        <InputText value={search} onChange={(e) => setSearch(e.target.value)} placeholder="搜索关键词" aria-label="搜索关键词" />
      </div>
      <PagedTable query={keywords} dataKey="id" editMode="cell" {...table.tableProps}>
        <Column
          field="keyword"
          header="关键词"
          sortable
          editor={(options) => (
            <InputText
              value={options.value as string}
              onChange={(e) => options.editorCallback?.(e.target.value)}
              autoFocus
              maxLength={64}
            />
          )}
          onCellEditComplete={(e) => {
            const k = e.rowData as AdminHotKeyword;
            const value = String(e.newValue ?? '').trim();
            if (value && value !== k.keyword) update(k, { keyword: value });
          }}
        />
        <Column
          field="sort"
          header="排序"
          sortable
          editor={(options) => (
            <InputNumber
              value={options.value as number}
              onValueChange={(e) => options.editorCallback?.(e.value ?? 0)}
              min={0}
              autoFocus
            />
          )}
          onCellEditComplete={(e) => {
            const k = e.rowData as AdminHotKeyword;
            if (typeof e.newValue === 'number' && e.newValue !== k.sort) update(k, { sort: e.newValue });
          }}
        />
        <Column
          header="显示"
          body={(k: AdminHotKeyword) => (
            <InputSwitch
              checked={k.enabled}
              aria-label="显示"
              disabled={busy}
              onChange={(e) => update(k, { enabled: e.value ? 1 : 0 })}
            />
          )}
        />
        <Column
          header="操作"
          body={(k: AdminHotKeyword) => (
            <Button
              label="删除"
              text
              severity="danger"
              size="small"
              onClick={() =>
                run(() => remove.mutateAsync({ id: k.id }), {
                  ask: { message: `删除关键词「${k.keyword}」？`, danger: true },
                  done: '已删除',
                })
              }
            />
          )}
        />
      </PagedTable>
      <p className="admin-hint">点击关键词或排序可直接修改；排序数字小的在前。</p>
    </div>
  );
}
