import type { MenuItem } from '@daigou/contract';
import type { Db } from '../../db/database';
import { listEnabledMenuItems } from './menu-repository';

/** The header menu: top-level items in order, each with its sub-items. */
export async function getMenu(db: Db): Promise<MenuItem[]> {
  const rows = await listEnabledMenuItems(db);
  const toItem = (r: (typeof rows)[number]) => ({ ID: r.id, MenuName: r.name, MenuUrl: r.url, MenuIcon: r.icon });
  return rows
    .filter((r) => r.parent_id === null)
    .map((top) => ({ ...toItem(top), MenuDetail: rows.filter((r) => r.parent_id === top.id).map(toItem) }));
}
