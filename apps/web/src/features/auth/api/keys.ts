export const authKeys = {
  all: ['auth'] as const,
  userInfo: () => [...authKeys.all, 'userInfo'] as const,
};
