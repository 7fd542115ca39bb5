import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '../supabase-client.ts';
import { browserTimeZone } from './browser-time-zone.ts';
import { logUnexpected } from './log-unexpected.ts';
import { storeSavedProfile } from './profile-cache.ts';
import { toProfileFormError } from './profile-error.ts';
import type { LanguageKnown } from '@phrasebook/domain';
import type { UserProfile } from './profile-types.ts';

const profileColumns = 'uid, username, avatar_path, languages_known, updated_at';

export interface ProfileFields {
  username: string;
  languages_known: LanguageKnown[];
}

/** /getting-started: creates the profile of a signed-in user who has none yet. */
export function useCreateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uid, ...fields }: ProfileFields & { uid: string }) => {
      const { data, error } = await getSupabase()
        .from('user_profile')
        .insert({ uid, ...fields, time_zone: browserTimeZone() ?? 'UTC' })
        .select(profileColumns)
        .single();
      if (error) throw error;
      return data as UserProfile;
    },
    onSuccess: (row) => storeSavedProfile(queryClient, row),
    onError: (error, input) => {
      if (!toProfileFormError(error).expected) logUnexpected('create-profile', error, input);
    },
  });
}

/** /profile: saves username and/or languages known of the signed-in user. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uid, ...patch }: Partial<ProfileFields> & { uid: string }) => {
      const { data, error } = await getSupabase()
        .from('user_profile')
        .update(patch)
        .eq('uid', uid)
        .select(profileColumns)
        .single();
      if (error) throw error;
      return data as UserProfile;
    },
    onSuccess: (row) => storeSavedProfile(queryClient, row),
    onError: (error, input) => {
      if (!toProfileFormError(error).expected) logUnexpected('update-profile', error, input);
    },
  });
}
