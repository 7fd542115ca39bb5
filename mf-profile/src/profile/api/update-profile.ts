import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@phrasebook/data';
import { profileSaveHandlers, savedProfileColumns, type ProfileFields } from './profile-fields.ts';

/** /profile: saves username and/or languages known of the signed-in user. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uid, ...patch }: Partial<ProfileFields> & { uid: string }) => {
      const { data, error } = await getSupabase()
        .from('user_profile')
        .update(patch)
        .eq('uid', uid)
        .select(savedProfileColumns)
        .single();
      if (error) throw error;
      return data;
    },
    ...profileSaveHandlers(queryClient, 'update-profile'),
  });
}
