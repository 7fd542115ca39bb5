import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';

/**
 * My card's note and source for a phrase (docs/product.md "Corrections": a correction made a
 * card keeps my sentence as its note and the friend as its source). The recognise card holds
 * them; null when I have no card of the phrase.
 */
export function cardNoteQuery(uid: string, phraseId: string) {
  return queryOptions({
    queryKey: [...deckKeys.all, 'card-note', uid, phraseId],
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('user_card')
        .select('note, source_uid')
        .eq('uid', uid)
        .eq('phrase_id', phraseId)
        .eq('direction', 'recognise')
        .maybeSingle();
      if (error) throw error;
      return data;
    },
  });
}
