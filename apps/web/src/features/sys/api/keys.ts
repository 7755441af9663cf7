export const sysKeys = {
  all: ['sys'] as const,
  config: () => [...sysKeys.all, 'config'] as const,
  menu: () => [...sysKeys.all, 'menu'] as const,
  rate: () => [...sysKeys.all, 'rate'] as const,
};
