import type { CorrectTitleInput, TitleTranslation, TranslationUsage } from '@daigou/contract';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { Marketplace } from '../../marketplace/marketplace';
import { type Actor, recordAudit } from '../audit/audit-service';
import { getSetting } from '../sys/settings-service';
import { type ChineseReader, titleInChinese } from './chinese-reader';
import {
  countTitleCorrections,
  deleteTitleCorrection,
  findTitleCorrection,
  readUsage,
  saveTitleCorrection,
} from './translation-repository';
import { textHash, utcDay } from './translation-service';

export interface StaffTranslationDeps {
  db: Db;
  marketplace: Pick<Marketplace, 'getItem'>;
  reader: ChineseReader;
  now: number;
}

/** GET /api/admin/translation/usage: today's (UTC) characters, calls and cache hits of the provider. */
export async function getTranslationUsage(deps: StaffTranslationDeps): Promise<TranslationUsage> {
  await deps.reader.flushUsage();
  const day = utcDay(deps.now);
  const provider = deps.reader.provider?.provider ?? null;
  const [rows, { dailyCharBudget }, corrections] = await Promise.all([
    readUsage(deps.db, day),
    getSetting(deps.db, 'translation'),
    countTitleCorrections(deps.db),
  ]);
  const row = rows.find((r) => r.provider === provider);
  const cacheHits = Number(row?.cache_hits ?? 0);
  const texts = Number(row?.texts ?? 0);
  return {
    provider,
    day,
    characters: Number(row?.characters ?? 0),
    dailyCharBudget,
    requests: Number(row?.requests ?? 0),
    cacheHits,
    fallbacks: Number(row?.fallbacks ?? 0),
    cacheHitRate: cacheHits + texts > 0 ? cacheHits / (cacheHits + texts) : null,
    corrections,
  };
}

const ITEM_GONE = '商品不存在或已被删除';

/** GET /api/admin/translation/title: an item's title, what members read and what the machine says. */
export async function getTitleTranslation(deps: StaffTranslationDeps, itemId: string): Promise<TitleTranslation> {
  const item = await deps.marketplace.getItem(itemId);
  if (!item) throw notFound(ITEM_GONE);
  const [[shown], machine, correction] = await Promise.all([
    deps.reader.titles([item.title]),
    deps.reader.machineTitle(item.title),
    findTitleCorrection(deps.db, textHash(item.title)),
  ]);
  return {
    itemId: item.itemId,
    title: item.title,
    ...titleInChinese(shown),
    machine: machine.text,
    machineKind: machine.kind,
    correction: correction?.title_zh ?? null,
    correctedAt: correction ? Number(correction.updated_at) : null,
  };
}

/**
 * POST /api/admin/translation/title: an operator's Chinese for the item's title (by the title's hash, so
 * it follows the title wherever it is shown and wins over the machine); empty removes it. Audited.
 */
export async function correctTitle(
  deps: StaffTranslationDeps,
  actor: Actor,
  input: CorrectTitleInput,
): Promise<TitleTranslation> {
  const item = await deps.marketplace.getItem(input.itemId);
  if (!item) throw notFound(ITEM_GONE);
  const hash = textHash(item.title);
  const titleZh = input.titleZh.trim();
  await deps.db.transaction().execute(async (trx) => {
    const before = await findTitleCorrection(trx, hash);
    if (titleZh) {
      await saveTitleCorrection(trx, {
        text_hash: hash,
        title: item.title,
        title_zh: titleZh,
        item_id: item.itemId,
        updated_at: deps.now,
      });
    } else {
      await deleteTitleCorrection(trx, hash);
    }
    await recordAudit(trx, actor, {
      action: titleZh ? 'translation.correct' : 'translation.uncorrect',
      targetType: 'item',
      targetId: item.itemId,
      details: { title: item.title, before: before?.title_zh ?? null, after: titleZh || null },
      now: deps.now,
    });
  });
  deps.reader.correctionsChanged();
  return getTitleTranslation(deps, item.itemId);
}
