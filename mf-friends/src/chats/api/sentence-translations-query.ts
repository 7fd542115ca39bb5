import { queryOptions } from '@tanstack/react-query';
import { getSupabase, phraseKeys } from '@phrasebook/data';

/**
 * The translations the library already has for this exact sentence in `lang` (the phrase
 * make_correction_card would reuse), for the learner to pick one instead of writing one.
 */
export function sentenceTranslationsQuery(lang: string, sentence: string) {
  return queryOptions({
    queryKey: [...phraseKeys.all, 'sentence-translations', lang, sentence],
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('phrase')
        .select('id, translations:phrase_translation(id, lang, text)')
        .eq('lang', lang)
        .eq('text', sentence)
        .order('created_at')
        .limit(1);
      if (error) throw error;
      return data[0]?.translations ?? [];
    },
  });
}
