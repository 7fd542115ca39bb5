import { userScope } from '@phrasebook/data';

/** The bell's count and the list; under `userScope`, so signing out drops them. */
export const notificationKeys = {
  all: [...userScope, 'notifications'] as const,
  unread: (uid: string) => [...notificationKeys.all, 'unread', uid] as const,
  list: (uid: string) => [...notificationKeys.all, 'list', uid] as const,
};
