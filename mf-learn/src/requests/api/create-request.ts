import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, requestKeys } from '@phrasebook/data';

/** Asks for a phrase in a language (the prompt's length is checked by the database too). */
export function useCreateRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ uid, lang, prompt }: { uid: string; lang: string; prompt: string }) => {
      const { data, error } = await getSupabase()
        .from('phrase_request')
        .insert({ requester_uid: uid, lang, prompt })
        .select('id')
        .single();
      if (error) throw error;
      return data.id;
    },
    onSuccess: (_id, { uid, lang }) =>
      queryClient.invalidateQueries({ queryKey: requestKeys.list(uid, lang) }),
  });
}
