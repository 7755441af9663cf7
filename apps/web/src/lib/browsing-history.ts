import { type HistoryEntry, localDb } from './local-db';

export const BROWSING_HISTORY_CAP = 50;

/** This tab's history writes, in order: a read waits for them, so it never misses a view just recorded. */
let writes: Promise<void> = Promise.resolve();

function queueWrite(write: () => Promise<void>): Promise<void> {
  writes = writes.catch(() => {}).then(write);
  return writes;
}

/** Entries newest first. */
export async function listBrowsingHistory(): Promise<HistoryEntry[]> {
  await writes.catch(() => {});
  const db = await localDb();
  const entries = await db.getAllFromIndex('history', 'viewDate');
  return entries.reverse();
}

/**
 * Spec §4: viewing an item removes any existing entry for it, then saves it with the current time;
 * if the store holds 50 or more entries, the entry at position 49 (newest first) is removed first.
 * One transaction, so the steps never interleave with another tab's.
 */
export function recordItemView(item: { itemId: string } & Record<string, unknown>, now = Date.now()): Promise<void> {
  return queueWrite(async () => {
    const db = await localDb();
    const tx = db.transaction('history', 'readwrite');
    await tx.store.delete(item.itemId);
    const entries = (await tx.store.index('viewDate').getAll()).reverse();
    for (const stale of entries.slice(BROWSING_HISTORY_CAP - 1)) await tx.store.delete(stale.itemId);
    await tx.store.put({ ...item, viewDate: now });
    await tx.done;
  });
}

export function clearBrowsingHistory(): Promise<void> {
  return queueWrite(async () => {
    const db = await localDb();
    await db.clear('history');
  });
}
