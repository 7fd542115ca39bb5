import type { QueryClient } from '@tanstack/react-query';
import { getSupabase, logUnexpected, type TablesUpdate, type UserProfile } from '@phrasebook/data';
import { storeSavedProfile } from './profile-cache.ts';
import type { LanguageKnown } from '@phrasebook/domain';
import { toProfileFormError } from './profile-error.ts';

/** What the profile forms save: the username and the languages known. */
export interface ProfileFields {
  username: string;
  languages_known: LanguageKnown[];
}

/** The user_profile columns a save reads back into the cache. */
export const savedProfileColumns =
  'uid, username, avatar_path, languages_known, time_zone, answer_buttons, autoplay_recordings, created_at, updated_at';

/** Writes some of my profile's columns and answers with what the cache keeps, or the error. */
export const updateProfileRow = (uid: string, patch: TablesUpdate<'user_profile'>) =>
  getSupabase()
    .from('user_profile')
    .update(patch)
    .eq('uid', uid)
    .select(savedProfileColumns)
    .single();

/** Saves some of my profile's columns and reads back what the cache keeps. */
export async function saveProfilePatch(uid: string, patch: TablesUpdate<'user_profile'>) {
  const { data, error } = await updateProfileRow(uid, patch);
  if (error) throw error;
  return data;
}

/**
 * What every save of the profile row does next: put the saved row in the shared cache, and
 * log failures the user could not have caused.
 */
export function profileSaveHandlers(queryClient: QueryClient, action: string) {
  return {
    onSuccess: (row: UserProfile) => storeSavedProfile(queryClient, row),
    onError: (error: Error, input: unknown) => {
      if (!toProfileFormError(error).expected) logUnexpected(action, error, input);
    },
  };
}
