import { type AdminBanner, STORED_IMAGE_PATH } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import { checkReorder } from '../../lib/reorder';
import { type Actor, recordAudit } from '../audit/audit-service';
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
  const id = await inTransaction(db, async (trx) => {
    if (input.id === undefined) {
      const created = await insertBanner(trx, { ...values, created_at: now });
      await recordAudit(trx, actor, { action: 'banner.create', targetType: 'banner', targetId: created, details: values, now });
      return created;
    }
    const before = await findBanner(trx, input.id);
    if (!before) throw notFound('轮播图不存在');
    await updateBanner(trx, input.id, values);
    await recordAudit(trx, actor, {
      action: 'banner.update',
      targetType: 'banner',
      targetId: input.id,
      details: { before: toAdminBanner(before), after: values },
      now,
    });
    return input.id;
  });
  const row = await findBanner(db, id);
  if (!row) throw notFound('轮播图不存在');
  return toAdminBanner(row);
}

export async function removeBanner(db: Db, actor: Actor, id: number, now: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const before = await findBanner(trx, id);
    if (!before) throw notFound('轮播图不存在');
    await deleteBanner(trx, id);
    await recordAudit(trx, actor, {
      action: 'banner.delete',
      targetType: 'banner',
      targetId: id,
      details: toAdminBanner(before),
      now,
    });
  });
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
