import { queryOptions } from '@tanstack/react-query';
import { chatKeys, getSupabase } from '@phrasebook/data';

/** The text matched literally: LIKE's wildcards in what the user typed are escaped. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

const found = 'id, lang, text, created_at, translations:phrase_translation(id, lang, text)';
const shown = 20;

/**
 * Library phrases in the languages I know whose text, or one of whose translations, contains
 * `text` (any letter case), with their translations: what I can recommend to a friend, found
 * the way quick search finds it. Newest first, at most 20.
 */
export function phraseSearchQuery(langs: readonly string[], text: string) {
  return queryOptions({
    queryKey: chatKeys.phraseSearch(langs, text),
    queryFn: async () => {
      const pattern = containing(text);
      // Two reads side by side: PostgREST's `or` cannot reach into an embedded table.
      const [byText, byTranslation] = await Promise.all([
        getSupabase()
          .from('phrase')
          .select(found)
          .in('lang', [...langs])
          .ilike('text', pattern)
          .order('created_at', { ascending: false })
          .limit(shown),
        getSupabase()
          .from('phrase')
          .select(`${found}, hit:phrase_translation!inner(id)`)
          .in('lang', [...langs])
          .ilike('hit.text', pattern)
          .order('created_at', { ascending: false })
          .limit(shown),
      ]);
      if (byText.error) throw byText.error;
      if (byTranslation.error) throw byTranslation.error;
      const byId = new Map(byText.data.map((phrase) => [phrase.id, phrase]));
      for (const { hit: _hit, ...phrase } of byTranslation.data) {
        if (!byId.has(phrase.id)) byId.set(phrase.id, phrase);
      }
      return [...byId.values()]
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id))
        .slice(0, shown);
    },
    enabled: langs.length > 0 && text.trim() !== '',
    staleTime: 60_000,
  });
}

export type FoundPhrase = Awaited<
  ReturnType<NonNullable<ReturnType<typeof phraseSearchQuery>['queryFn']>>
>[number];
