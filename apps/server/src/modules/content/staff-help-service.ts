import type { AdminHelpPage } from '@daigou/contract';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { notFound, refuse } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/audit-service';
import { sanitizeHelpHtml } from './help-service';
import { findHelpRow, type HelpRow, listHelpRows, updateHelpRow } from './staff-help-repository';

const toPage = (r: HelpRow): AdminHelpPage => ({
  id: r.id,
  title: r.title,
  html: r.html,
  updatedAt: Number(r.updated_at),
});

export async function listHelpPages(db: Db): Promise<AdminHelpPage[]> {
  return (await listHelpRows(db)).map(toPage);
}

/**
 * Saves one of the three help pages, its HTML sanitised first with the storefront's own rules (so what is
 * stored is what members see); audited with the sizes before and after.
 */
export async function saveHelpPage(
  db: Db,
  actor: Actor,
  input: { id: number; title: string; html: string },
  now: number,
): Promise<AdminHelpPage> {
  const html = sanitizeHelpHtml(input.html).trim();
  if (html.length === 0) throw refuse('请填写帮助内容');
  return inTransaction(db, async (trx) => {
    const before = await findHelpRow(trx, input.id);
    if (!before) throw notFound('帮助页不存在');
    await updateHelpRow(trx, input.id, input.title, html, now);
    await recordAudit(trx, actor, {
      action: 'help.update',
      targetType: 'help',
      targetId: input.id,
      details: {
        before: { title: before.title, length: before.html.length },
        after: { title: input.title, length: html.length },
        removedBySanitiser: input.html.length - html.length,
      },
      now,
    });
    return toPage({ id: input.id, title: input.title, html, updated_at: now });
  });
}
