export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  divisions: (parent: string) => [...addressKeys.all, 'divisions', parent] as const,
};
