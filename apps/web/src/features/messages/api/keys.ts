import type { MsgListQuery } from '@daigou/contract';

export const messageKeys = {
  all: ['messages'] as const,
  count: (source: string) => [...messageKeys.all, 'count', source] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (query: Partial<MsgListQuery>) => [...messageKeys.lists(), query] as const,
  threads: () => [...messageKeys.all, 'thread'] as const,
  thread: (orderId: number) => [...messageKeys.threads(), orderId] as const,
};
