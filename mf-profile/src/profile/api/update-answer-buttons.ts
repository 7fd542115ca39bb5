import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '@phrasebook/data';
import type { AnswerButtons } from '@phrasebook/domain';
import { profileSaveHandlers, savedProfileColumns } from './profile-fields.ts';

/** /profile: stores how many score buttons my reviews show (docs/product.md §4 "Answer buttons"). */
export function useUpdateAnswerButtonsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uid, answerButtons }: { uid: string; answerButtons: AnswerButtons }) => {
      const { data, error } = await getSupabase()
        .from('user_profile')
        .update({ answer_buttons: answerButtons })
        .eq('uid', uid)
        .select(savedProfileColumns)
        .single();
      if (error) throw error;
      return data;
    },
    ...profileSaveHandlers(queryClient, 'update-answer-buttons'),
    meta: { errorToast: 'Could not save your answer buttons' },
  });
}
