import { queryOptions } from '@tanstack/react-query';
import { chatKeys, getSupabase } from '@phrasebook/data';

/** The text matched literally: LIKE's wildcards in what the user typed are escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Library phrases in the languages I know whose text contains `text` (any letter case), with
 * their translations: what I can recommend to a friend. Newest first, at most 20.
 */
export function phraseSearchQuery(langs: readonly string[], text: string) {
  return queryOptions({
    queryKey: chatKeys.phraseSearch(langs, text),
    queryFn: async () => {
      const { data, error } = await getSupabase()
        .from('phrase')
        .select('id, lang, text, translations:phrase_translation(id, lang, text)')
        .in('lang', [...langs])
        .ilike('text', containing(text))
        .order('created_at', { ascending: false })
        .limit(20);
      if (error) throw error;
      return data;
    },
    enabled: langs.length > 0 && text.trim() !== '',
    staleTime: 60_000,
  });
}

export type FoundPhrase = Awaited<
  ReturnType<NonNullable<ReturnType<typeof phraseSearchQuery>['queryFn']>>
>[number];
