import type { MsgListQueryInput } from '@daigou/contract';

export const messageKeys = {
  all: ['messages'] as const,
  counts: () => [...messageKeys.all, 'count'] as const,
  count: (source: string) => [...messageKeys.counts(), source] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (query: MsgListQueryInput) => [...messageKeys.lists(), query] as const,
  threads: () => [...messageKeys.all, 'thread'] as const,
  thread: (orderId: number) => [...messageKeys.threads(), orderId] as const,
};
