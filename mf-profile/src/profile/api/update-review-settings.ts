import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerButtons } from '@phrasebook/domain';
import { profileSaveHandlers, saveProfilePatch } from './profile-fields.ts';

/** The profile's review settings: one is saved at a time, as soon as it is picked. */
export type ReviewSettingsPatch =
  { answer_buttons: AnswerButtons } | { autoplay_recordings: boolean };

/**
 * /profile: stores how my reviews go: how many score buttons they show (docs/product.md §4
 * "Answer buttons") and whether the reveal plays a recording by itself (§4 "Recordings").
 */
export function useUpdateReviewSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, patch }: { uid: string; patch: ReviewSettingsPatch }) =>
      saveProfilePatch(uid, patch),
    ...profileSaveHandlers(queryClient, 'update-review-settings'),
    meta: { errorToast: 'Could not save your review settings' },
  });
}
