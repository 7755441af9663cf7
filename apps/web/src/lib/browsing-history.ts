import { type HistoryEntry, localDb } from './local-db';

export const BROWSING_HISTORY_CAP = 50;

/** Entries newest first. */
export async function listBrowsingHistory(): Promise<HistoryEntry[]> {
  const db = await localDb();
  const entries = await db.getAllFromIndex('history', 'viewDate');
  return entries.reverse();
}

/**
 * Spec §4: viewing an item removes any existing entry for it, then saves it with the current time;
 * if the store holds 50 or more entries, the entry at position 49 (newest first) is removed first.
 */
export async function recordItemView(item: { itemId: string } & Record<string, unknown>, now = Date.now()): Promise<void> {
  const db = await localDb();
  await db.delete('history', item.itemId);
  const entries = await listBrowsingHistory();
  if (entries.length >= BROWSING_HISTORY_CAP) {
    const tx = db.transaction('history', 'readwrite');
    for (const stale of entries.slice(BROWSING_HISTORY_CAP - 1)) await tx.store.delete(stale.itemId);
    await tx.done;
  }
  await db.put('history', { ...item, viewDate: now });
}

export async function clearBrowsingHistory(): Promise<void> {
  const db = await localDb();
  await db.clear('history');
}
