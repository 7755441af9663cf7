import { MutationCache, type Query, QueryCache, type QueryCacheConfig, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from './api-client';
import { toast } from './toast';

/**
 * The one cache of the web app (decision 022). Spec §7, §9: GET answers are cacheable 300000 ms, identical
 * in-flight requests are shared (TanStack Query's own de-duplication by key), at most 1000 are kept.
 */
export const GET_CACHE_MS = 300_000;
export const QUERY_CACHE_MAX = 1000;
/**
 * Data a route's loader fetched that no screen has shown yet is not fetched again when its screen mounts,
 * however slowly the screen's chunk arrived (a phone on a slow network), unless it is older than this.
 */
export const UNSHOWN_FRESH_MS = 30_000;

/** What a call says about its failures, as the `meta` of its query or mutation. */
export type FailureMeta = {
  /** The toast's title when the mutation fails (default 操作失败). */
  errorTitle?: string;
  /** No toast: the screen shows the failure itself, or the spec ignores it (hot keywords, rates: §8). */
  silent?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureMeta;
    mutationMeta: FailureMeta;
  }
}

/**
 * A query cache of at most `max` queries: beyond it the oldest unused ones (no observer, not fetching) go.
 * It also notes when each query was last on screen, for `refetchOnMount`.
 */
export class BoundedQueryCache extends QueryCache {
  private readonly lastShownAt = new WeakMap<Query, number>();

  constructor(
    readonly max: number,
    config?: QueryCacheConfig,
  ) {
    super(config);
    this.subscribe((event) => {
      if (event.type === 'added') this.trim(event.query);
      if (event.type === 'observerRemoved') this.lastShownAt.set(event.query, Date.now());
    });
  }

  /**
   * Whether a screen that mounts now asks the query again (when it is stale): not when its data came after
   * the last screen that showed it left — a loader fetched it for this very screen — and is still young.
   */
  refetchOnMount(query: Query): boolean {
    if (query.state.isInvalidated) return true;
    const fetchedAt = query.state.dataUpdatedAt;
    const unshown = fetchedAt > (this.lastShownAt.get(query) ?? 0);
    return !unshown || Date.now() - fetchedAt >= UNSHOWN_FRESH_MS;
  }

  private trim(added: Query): void {
    const all = this.getAll();
    let excess = all.length - this.max;
    if (excess <= 0) return;
    const unused = all
      .filter((q) => q !== added && q.getObserversCount() === 0 && q.state.fetchStatus !== 'fetching')
      .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
    for (const query of unused) {
      if (excess-- <= 0) break;
      this.remove(query);
    }
  }
}

/**
 * Failures toast here and nowhere else. A mutation's failure always (its `meta.errorTitle` names the
 * action); a query's only when it fails behind data already on screen — a first load that fails is shown
 * by the screen itself — and never for a 401, which goes to the login screen instead.
 */
function onQueryError(error: Error, query: Query<unknown, unknown, unknown, readonly unknown[]>): void {
  if (query.meta?.silent || query.state.data === undefined) return;
  if (error instanceof ApiError && error.status === 401) return;
  toast.error('数据刷新失败', errorMessage(error));
}

export function createQueryClient({ retry = 1 }: { retry?: number } = {}): QueryClient {
  const queryCache = new BoundedQueryCache(QUERY_CACHE_MAX, { onError: onQueryError });
  return new QueryClient({
    queryCache,
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) return;
        toast.error(mutation.meta?.errorTitle ?? '操作失败', errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: GET_CACHE_MS,
        gcTime: GET_CACHE_MS,
        retry,
        refetchOnWindowFocus: false,
        refetchOnMount: (query) => queryCache.refetchOnMount(query),
      },
      mutations: { retry: 0 },
    },
  });
}

export const queryClient = createQueryClient();
