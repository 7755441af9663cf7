import { type AdminBanner, STORED_IMAGE_PATH } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import { checkReorder } from '../../lib/reorder';
import { type Actor, recordAudit } from '../audit/audit-service';
import { type AuditedTable, removeAudited, saveAudited } from '../audit/audited-rows';
import { isStoredImageOf } from '../images/image-service';
import {
  type BannerRow,
  deleteBanner,
  findBanner,
  insertBanner,
  listAllBanners,
  setBannerSort,
  updateBanner,
} from './staff-banners-repository';

export interface BannerInput {
  id?: number;
  img: string;
  jumpUrl: string;
  sort: number;
  enabled: number;
}

const toAdminBanner = (r: BannerRow): AdminBanner => ({
  id: r.id,
  img: r.img,
  jumpUrl: r.jump_url,
  sort: r.sort,
  enabled: r.enabled === 1,
  createdAt: Number(r.created_at),
});

const BANNERS: AuditedTable<BannerRow, { img: string; jump_url: string; sort: number; enabled: number }> = {
  kind: 'banner',
  missing: '轮播图不存在',
  find: findBanner,
  insert: (db, values, now) => insertBanner(db, { ...values, created_at: now }),
  update: updateBanner,
  remove: deleteBanner,
  describe: toAdminBanner,
};

/** Every banner, shown or not, in storefront order. */
export async function listBanners(db: Db): Promise<AdminBanner[]> {
  return (await listAllBanners(db)).map(toAdminBanner);
}

/** Creates a banner (no id) or replaces one; audited with the values before and after. */
export async function saveBanner(db: Db, actor: Actor, input: BannerInput, now: number): Promise<AdminBanner> {
  const values = { img: input.img, jump_url: input.jumpUrl, sort: input.sort, enabled: input.enabled };
  if (input.img.startsWith(STORED_IMAGE_PATH) && !(await isStoredImageOf(db, input.img, 'banner'))) {
    throw refuse('图片不存在，请重新上传');
  }
  const id = await inTransaction(db, (trx) => saveAudited(trx, actor, BANNERS, input.id, values, now));
  const row = await findBanner(db, id);
  if (!row) throw notFound('轮播图不存在');
  return toAdminBanner(row);
}

export async function removeBanner(db: Db, actor: Actor, id: number, now: number): Promise<void> {
  await inTransaction(db, (trx) => removeAudited(trx, actor, BANNERS, id, now));
}

/** Puts the banners in the given order (every banner named once). */
export async function reorderBanners(db: Db, actor: Actor, ids: number[], now: number): Promise<AdminBanner[]> {
  await inTransaction(db, async (trx) => {
    const current = await listAllBanners(trx);
    checkReorder(
      current.map((b) => b.id),
      ids,
    );
    for (const [sort, id] of ids.entries()) await setBannerSort(trx, id, sort);
    await recordAudit(trx, actor, {
      action: 'banner.reorder',
      targetType: 'banner',
      targetId: 'all',
      details: { before: current.map((b) => b.id), after: ids },
      now,
    });
  });
  return listBanners(db);
}
