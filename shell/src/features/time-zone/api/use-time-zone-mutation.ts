import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, profileKeys } from '@phrasebook/data';

/** Sets the zone the user's review days are counted in (user_profile.time_zone). */
export function useTimeZoneMutation(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (timeZone: string) => {
      const { error } = await getSupabase()
        .from('user_profile')
        .update({ time_zone: timeZone })
        .eq('uid', uid);
      if (error) throw error;
    },
    // Every screen's "today" and the database's due cards follow the profile's zone.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
    meta: { errorToast: 'Could not change your time zone' },
  });
}
