import type { AdminMenuNode } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import { checkReorder } from '../../lib/reorder';
import { type Actor, recordAudit } from '../audit/audit-service';
import { type AuditedTable, saveAudited } from '../audit/audited-rows';
import {
  deleteMenuItem,
  findMenuItem,
  insertMenuItem,
  listAllMenuItems,
  listMenuChildren,
  type MenuRow,
  setMenuSort,
  updateMenuItem,
} from './staff-menu-repository';

export interface MenuInput {
  id?: number;
  parentId?: number;
  name: string;
  url: string;
  icon?: string;
  sort: number;
  enabled: number;
}

const toItem = (r: MenuRow) => ({
  id: r.id,
  parentId: r.parent_id,
  name: r.name,
  url: r.url,
  icon: r.icon,
  sort: r.sort,
  enabled: r.enabled === 1,
});

type MenuValues = { parent_id: number | null; name: string; url: string; icon: string | null; sort: number; enabled: number };

const MENU: AuditedTable<MenuRow, MenuValues> = {
  kind: 'menu',
  missing: '菜单不存在',
  find: findMenuItem,
  insert: (db, values) => insertMenuItem(db, values),
  update: updateMenuItem,
  remove: deleteMenuItem,
  describe: toItem,
};

/** The whole menu, shown or not: top-level items in order, each with its sub-items. */
export async function getMenuTree(db: Db): Promise<AdminMenuNode[]> {
  const rows = await listAllMenuItems(db);
  return rows
    .filter((r) => r.parent_id === null)
    .map((top) => ({ ...toItem(top), children: rows.filter((r) => r.parent_id === top.id).map(toItem) }));
}

/** The menu has two levels: a sub-item's parent is a top-level item, and an item with sub-items stays on top. */
async function checkParent(db: Db, input: MenuInput): Promise<void> {
  if (input.parentId === undefined) return;
  if (input.parentId === input.id) throw refuse('菜单不能作为自己的上级');
  const parent = await findMenuItem(db, input.parentId);
  if (!parent) throw refuse('上级菜单不存在');
  if (parent.parent_id !== null) throw refuse('菜单只有两级：上级须为一级菜单');
  if (input.id !== undefined && (await listMenuChildren(db, input.id)).length > 0) {
    throw refuse('该菜单有子菜单，不能再设为子菜单');
  }
}

export async function saveMenuItem(db: Db, actor: Actor, input: MenuInput, now: number): Promise<AdminMenuNode[]> {
  const values = {
    parent_id: input.parentId ?? null,
    name: input.name,
    url: input.url,
    icon: input.icon ?? null,
    sort: input.sort,
    enabled: input.enabled,
  };
  await inTransaction(db, async (trx) => {
    await checkParent(trx, input);
    await saveAudited(trx, actor, MENU, input.id, values, now);
  });
  return getMenuTree(db);
}

export async function removeMenuItem(db: Db, actor: Actor, id: number, now: number): Promise<AdminMenuNode[]> {
  await inTransaction(db, async (trx) => {
    const before = await findMenuItem(trx, id);
    if (!before) throw notFound('菜单不存在');
    const children = await listMenuChildren(trx, id);
    await deleteMenuItem(trx, id);
    await recordAudit(trx, actor, {
      action: 'menu.delete',
      targetType: 'menu',
      targetId: id,
      details: { ...toItem(before), children: children.map(toItem) },
      now,
    });
  });
  return getMenuTree(db);
}

/** Orders the items under one parent (top level when `parentId` is absent); every sibling named once. */
export async function reorderMenu(
  db: Db,
  actor: Actor,
  parentId: number | undefined,
  ids: number[],
  now: number,
): Promise<AdminMenuNode[]> {
  await inTransaction(db, async (trx) => {
    const siblings = await listMenuChildren(trx, parentId ?? null);
    checkReorder(
      siblings.map((s) => s.id),
      ids,
    );
    for (const [sort, id] of ids.entries()) await setMenuSort(trx, id, sort);
    await recordAudit(trx, actor, {
      action: 'menu.reorder',
      targetType: 'menu',
      targetId: parentId ?? 'top',
      details: { before: siblings.map((s) => s.id), after: ids },
      now,
    });
  });
  return getMenuTree(db);
}
