export const messageKeys = {
  all: ['messages'] as const,
  count: (source: string) => [...messageKeys.all, 'count', source] as const,
};
