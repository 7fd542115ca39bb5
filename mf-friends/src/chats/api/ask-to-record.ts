import { useMutation } from '@tanstack/react-query';

export interface AskToRecordInput {
  myUid: string;
  friend: { uid: string; username: string };
  phrase: { id: string; lang: string };
}

/**
 * "Ask <friend> to record this" from the recommend page: a 'recording_request' message, which
 * the friend answers by recording the phrase from its chat card. askToRecord refreshes our
 * thread and the chat list; its module loads on the first ask, not with the page.
 */
export function useAskToRecordMutation() {
  return useMutation({
    mutationFn: async ({ myUid, friend, phrase }: AskToRecordInput) => {
      const { askToRecord } = await import('@phrasebook/data/recordings');
      await askToRecord({ myUid, friendUid: friend.uid, phraseId: phrase.id, lang: phrase.lang });
    },
    meta: { errorToast: 'Could not send the request' },
  });
}
