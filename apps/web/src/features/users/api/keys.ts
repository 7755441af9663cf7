export const usersKeys = {
  all: ['users'] as const,
  msgSet: () => [...usersKeys.all, 'msgSet'] as const,
  notifyMail: () => [...usersKeys.all, 'notifyMail'] as const,
};
