import { queryOptions } from '@tanstack/react-query';
import { getSupabase, languageKeys } from '@phrasebook/data';

/** A library phrase (meta_phrase_info) with its translations. */
export interface LibraryPhraseRow {
  id: string;
  lang: string;
  text: string;
  tags: string[];
  created_at: string;
  added_by: string | null;
  translations: { id: string; lang: string; text: string }[];
}

export interface LanguageLibrary {
  lang: string;
  name: string;
  tags: string[];
  phrases: LibraryPhraseRow[];
}

/**
 * docs/product.md §7 "Language": language_plus with its phrases (meta_phrase_info) and their
 * translations, in one request; the library, search and the add-phrase hint filter it in the
 * browser, and the deck home (§2: it loads its language) counts it. Null for a language the
 * database does not know.
 */
export function languageLibraryQuery(lang: string) {
  return queryOptions({
    queryKey: languageKeys.detail(lang),
    queryFn: async (): Promise<LanguageLibrary | null> => {
      const { data, error } = await getSupabase()
        .from('language_plus')
        .select(
          'lang, name, tags, phrases:meta_phrase_info(id, lang, text, tags, created_at, added_by, translations:phrase_translation(id, lang, text))',
        )
        .eq('lang', lang)
        .maybeSingle();
      if (error) throw error;
      if (!data?.lang) return null;
      return {
        lang: data.lang,
        name: data.name ?? data.lang,
        tags: data.tags ?? [],
        phrases: data.phrases.flatMap((p) =>
          p.id && p.text && p.lang
            ? [
                {
                  id: p.id,
                  lang: p.lang,
                  text: p.text,
                  tags: p.tags ?? [],
                  created_at: p.created_at ?? '',
                  added_by: p.added_by,
                  translations: p.translations,
                },
              ]
            : [],
        ),
      };
    },
  });
}
