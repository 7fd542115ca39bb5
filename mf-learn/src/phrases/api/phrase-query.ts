import { queryOptions } from '@tanstack/react-query';
import { getSupabase, phraseKeys } from '@phrasebook/data';
import { uuidField } from '@phrasebook/domain';

/** One phrase with its translations and tags, each with who added it. */
export interface PhraseDetail {
  id: string;
  lang: string;
  text: string;
  created_at: string;
  added_by: string | null;
  translations: { id: string; lang: string; text: string; added_by: string | null }[];
  tags: { id: string; name: string; added_by: string | null }[];
}

/** A phrase by id, or null when there is none (an id that is not even a UUID included). */
export function phraseQuery(id: string) {
  return queryOptions({
    queryKey: phraseKeys.detail(id),
    queryFn: async (): Promise<PhraseDetail | null> => {
      if (!uuidField.safeParse(id).success) return null;
      const { data, error } = await getSupabase()
        .from('phrase')
        .select(
          'id, lang, text, created_at, added_by, translations:phrase_translation(id, lang, text, added_by, created_at), phrase_tag(added_by, tag(id, name))',
        )
        .eq('id', id)
        .order('created_at', { referencedTable: 'translations' })
        .maybeSingle();
      if (error) throw error;
      if (!data) return null;
      const { phrase_tag, translations, ...phrase } = data;
      return {
        ...phrase,
        translations: translations.map(({ id: tid, lang, text, added_by }) => ({
          id: tid,
          lang,
          text,
          added_by,
        })),
        tags: phrase_tag
          .flatMap(({ added_by, tag }) => (tag ? [{ id: tag.id, name: tag.name, added_by }] : []))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },
  });
}
