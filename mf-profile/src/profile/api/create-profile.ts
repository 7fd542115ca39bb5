import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserTimeZone, getSupabase } from '@phrasebook/data';
import { profileSaveHandlers, savedProfileColumns, type ProfileFields } from './profile-fields.ts';

/** /getting-started: creates the profile of a signed-in user who has none yet. */
export function useCreateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uid, ...fields }: ProfileFields & { uid: string }) => {
      const { data, error } = await getSupabase()
        .from('user_profile')
        .insert({ uid, ...fields, time_zone: browserTimeZone() ?? 'UTC' })
        .select(savedProfileColumns)
        .single();
      if (error) throw error;
      return data;
    },
    ...profileSaveHandlers(queryClient, 'create-profile'),
  });
}
