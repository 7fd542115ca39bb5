import { userScope } from '../query-keys.ts';

/**
 * Keys for account data that is not the profile row. Under `userScope`, so signing out drops
 * them with the rest of the user's cache.
 */
export const accountKeys = {
  all: [...userScope, 'account'] as const,
  currentUser: () => [...accountKeys.all, 'current-user'] as const,
};
