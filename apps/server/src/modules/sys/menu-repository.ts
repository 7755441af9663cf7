import type { Db } from '../../db/database';

export function listEnabledMenuItems(db: Db) {
  return db
    .selectFrom('menu_items')
    .select(['id', 'parent_id', 'name', 'url', 'icon', 'sort'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
