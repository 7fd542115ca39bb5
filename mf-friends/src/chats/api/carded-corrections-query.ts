import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';

/**
 * The corrections I made cards of (user_card.source_message_id, docs/product.md
 * "Corrections"), by correction: the card's phrase and deck. Under my decks' key, so whatever
 * changes my decks refreshes it.
 */
export function cardedCorrectionsQuery(uid: string) {
  return queryOptions({
    queryKey: [...deckKeys.all, 'carded-corrections', uid],
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('user_card')
        .select('source_message_id, phrase_id, lang')
        .eq('uid', uid)
        .not('source_message_id', 'is', null);
      if (error) throw error;
      return new Map(
        data.flatMap(({ source_message_id, phrase_id, lang }) =>
          source_message_id ? [[source_message_id, { phraseId: phrase_id, lang }] as const] : [],
        ),
      );
    },
  });
}
