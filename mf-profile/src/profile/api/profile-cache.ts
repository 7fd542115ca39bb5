import type { QueryClient } from '@tanstack/react-query';
import { profileKeys, type UserProfile } from '@phrasebook/data';

/**
 * Writes a saved profile row into the shared cache, so the sidebar, avatars and every other
 * screen reading the own-profile query show the change at once; public copies of it (friends'
 * screens) are refetched.
 */
export function storeSavedProfile(queryClient: QueryClient, row: UserProfile): void {
  queryClient.setQueryData(profileKeys.own(row.uid), (old: unknown) => {
    const previous = old && typeof old === 'object' ? old : { decks_array: [] };
    return { ...previous, ...row };
  });
  void queryClient.invalidateQueries({ queryKey: profileKeys.publicAll });
}
