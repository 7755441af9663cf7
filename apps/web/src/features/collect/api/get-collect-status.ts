import { COLLECT_STATUS_BATCH, collectApi } from '@daigou/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';
import { loginFlag } from '../../../lib/login-flag';
import { collectKeys } from './keys';

/** GET /api/collect/status?itemIds=a,b,c: which of these items the member has favourited. */
export const getCollectStatus = async (itemIds: string[]): Promise<string[]> =>
  (await callRoute(collectApi.collectStatus, { itemIds: itemIds.join(',') })).itemIds;

interface Waiter {
  resolve: (collected: boolean) => void;
  reject: (error: unknown) => void;
}

let queued = new Map<string, Waiter[]>();
let scheduled = false;

function flush(): void {
  scheduled = false;
  const batch = queued;
  queued = new Map();
  const itemIds = [...batch.keys()];
  for (let i = 0; i < itemIds.length; i += COLLECT_STATUS_BATCH) {
    const chunk = itemIds.slice(i, i + COLLECT_STATUS_BATCH);
    getCollectStatus(chunk).then(
      (found) => {
        const collected = new Set(found);
        for (const itemId of chunk) for (const w of batch.get(itemId) ?? []) w.resolve(collected.has(itemId));
      },
      (error) => {
        for (const itemId of chunk) for (const w of batch.get(itemId) ?? []) w.reject(error);
      },
    );
  }
}

/**
 * Whether one item is a favourite. The questions of one render (a page of cards) are gathered and asked in
 * one call per 100 items, so a result page costs one request, not one per card.
 */
export function isCollected(itemId: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const waiters = queued.get(itemId) ?? [];
    waiters.push({ resolve, reject });
    queued.set(itemId, waiters);
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, 0);
    }
  });
}

export const collectStatusQueryOptions = (itemId: string) =>
  queryOptions({ queryKey: collectKeys.status(itemId), queryFn: () => isCollected(itemId) });

/** Only asked while logged in: visitors have no favourites. */
export const useCollectStatus = (itemId: string) =>
  useQuery({ ...collectStatusQueryOptions(itemId), enabled: loginFlag.isSet() });
