import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSaveHandlers, saveProfilePatch, type ProfileFields } from './profile-fields.ts';

/** /profile: saves username and/or languages known of the signed-in user. */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, ...patch }: Partial<ProfileFields> & { uid: string }) =>
      saveProfilePatch(uid, patch),
    ...profileSaveHandlers(queryClient, 'update-profile'),
  });
}
