import type { AdminMenuNode } from '@daigou/contract';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { MoveButtons } from '../../../components/console/move-buttons';
import { PageHeader } from '../../../components/console/page-header';
import { useAction } from '../../../components/console/use-action';
import { ErrorState, LoadingBlock } from '../../../components/states/status-states';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteMenuItem } from '../api/delete-menu-item';
import { useMenu } from '../api/get-menu';
import { useReorderMenu } from '../api/reorder-menu';
import { useSaveMenuItem } from '../api/save-menu-item';

interface Draft {
  id?: number;
  parentId?: number;
  name: string;
  url: string;
  icon: string;
  sort: number;
  enabled: boolean;
}

function MenuDialog({ draft, tops, onHide }: { draft: Draft; tops: AdminMenuNode[]; onHide: () => void }) {
  const [value, setValue] = useState(draft);
  const save = useSaveMenuItem();
  const { busy, run } = useAction();
  const parents = [
    { label: '（一级菜单）', value: 0 },
    ...tops.filter((t) => t.id !== value.id).map((t) => ({ label: t.name, value: t.id })),
  ];
  return (
    <Dialog header={value.id ? '修改菜单' : '新增菜单'} visible onHide={onHide} style={{ width: '34rem' }}>
      <div className="admin-form" style={{ gridTemplateColumns: '6rem 1fr' }}>
        <label htmlFor="menu-name">名称</label>
        <InputText
          id="menu-name"
          value={value.name}
          onChange={(e) => setValue({ ...value, name: e.target.value })}
          maxLength={64}
        />
        <label htmlFor="menu-url">链接</label>
        <InputText
          id="menu-url"
          value={value.url}
          onChange={(e) => setValue({ ...value, url: e.target.value })}
          placeholder="/search?keyword=… 或 https://…"
        />
        <label htmlFor="menu-icon">图标</label>
        <span style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
          <InputText
            id="menu-icon"
            value={value.icon}
            onChange={(e) => setValue({ ...value, icon: e.target.value })}
            placeholder="pi pi-home"
          />
          {/^pi pi-[a-z0-9-]+$/.test(value.icon) && <i className={value.icon} aria-hidden="true" />}
        </span>
        <label htmlFor="menu-parent">上级</label>
        <Dropdown
          inputId="menu-parent"
          value={value.parentId ?? 0}
          options={parents}
          onChange={(e) => setValue({ ...value, parentId: e.value || undefined })}
        />
        <label htmlFor="menu-sort">排序</label>
        <InputNumber
          inputId="menu-sort"
          value={value.sort}
          onValueChange={(e) => setValue({ ...value, sort: e.value ?? 0 })}
          min={0}
        />
        <label htmlFor="menu-enabled">显示</label>
        <InputSwitch
          inputId="menu-enabled"
          checked={value.enabled}
          onChange={(e) => setValue({ ...value, enabled: Boolean(e.value) })}
        />
        <div className="admin-form__actions">
          <Button
            label="保存"
            icon="pi pi-save"
            loading={busy}
            disabled={!value.name.trim() || !value.url.trim()}
            onClick={async () => {
              const input = {
                id: value.id,
                parentId: value.parentId,
                name: value.name.trim(),
                url: value.url.trim(),
                icon: value.icon.trim() || undefined,
                sort: value.sort,
                enabled: value.enabled ? 1 : 0,
              };
              if (await run(() => save.mutateAsync(input), { done: '菜单已保存' })) onHide();
            }}
          />
          <Button label="取消" text onClick={onHide} />
        </div>
      </div>
    </Dialog>
  );
}

type Row = AdminMenuNode | AdminMenuNode['children'][number];

/** 导航菜单: items and sub-items with icons, order and on/off. */
export default function MenuScreen() {
  const menu = useMenu();
  const reorder = useReorderMenu();
  const remove = useDeleteMenuItem();
  const { busy, run } = useAction();
  const [editing, setEditing] = useState<Draft | null>(null);
  if (menu.isPending) return <LoadingBlock />;
  if (menu.isError) return <ErrorState message={errorMessage(menu.error)} onRetry={() => menu.refetch()} />;
  const tops = menu.data;
  const draftOf = (row: Row): Draft => ({
    id: row.id,
    parentId: row.parentId ?? undefined,
    name: row.name,
    url: row.url,
    icon: row.icon ?? '',
    sort: row.sort,
    enabled: row.enabled,
  });
  const line = (row: Row, siblings: Row[], index: number, depth: number) => {
    const ids = siblings.map((s) => s.id);
    return (
      <tr key={row.id} className={row.enabled ? '' : 'muted'}>
        <td style={{ paddingLeft: `${0.5 + depth * 1.75}rem` }}>
          {row.icon && <i className={row.icon} aria-hidden="true" />} {row.name}
          {!row.enabled && <span className="admin-hint">（已隐藏）</span>}
        </td>
        <td>{row.url}</td>
        <td>
          <MoveButtons
            ids={ids}
            index={index}
            disabled={busy}
            onMove={(next) => run(() => reorder.mutateAsync({ parentId: row.parentId ?? undefined, ids: next }))}
          />
        </td>
        <td>
          <Button label="编辑" text size="small" onClick={() => setEditing(draftOf(row))} />
          {depth === 0 && (
            <Button
              label="加子菜单"
              text
              size="small"
              onClick={() =>
                setEditing({
                  parentId: row.id,
                  name: '',
                  url: '',
                  icon: '',
                  sort: 'children' in row ? row.children.length : 0,
                  enabled: true,
                })
              }
            />
          )}
          <Button
            label="删除"
            text
            severity="danger"
            size="small"
            onClick={() =>
              run(() => remove.mutateAsync({ id: row.id }), {
                ask: { message: `删除菜单「${row.name}」${depth === 0 ? '及其子菜单' : ''}？`, danger: true },
                done: '菜单已删除',
              })
            }
          />
        </td>
      </tr>
    );
  };
  return (
    <div data-testid="admin-menu">
      <PageHeader title="导航菜单">
        <Button
          label="新增一级菜单"
          icon="pi pi-plus"
          onClick={() => setEditing({ name: '', url: '', icon: '', sort: tops.length, enabled: true })}
        />
      </PageHeader>
      <section className="admin-card">
        <div className="admin-table-scroll">
          <table className="p-datatable-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr style={{ textAlign: 'left' }}>
                <th>名称</th>
                <th>链接</th>
                <th>顺序</th>
                <th>操作</th>
              </tr>
            </thead>
            <tbody>
              {tops.flatMap((top, i) => [
                line(top, tops, i, 0),
                ...top.children.map((child, j) => line(child, top.children, j, 1)),
              ])}
            </tbody>
          </table>
        </div>
      </section>
      {editing && (
        <MenuDialog
          key={editing.id ?? `new-${editing.parentId ?? 0}`}
          draft={editing}
          tops={tops}
          onHide={() => setEditing(null)}
        />
      )}
    </div>
  );
}
