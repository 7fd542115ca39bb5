import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, logUnexpected } from '@phrasebook/data';
import { storeChatMessages } from './chat-cache.ts';
import { postChatMessages } from './post-messages.ts';

/** A phrase to write into the library first (docs/product.md §5 "Recommend phrase"). */
export interface NewPhrase {
  /** A client-made id: a retry adds it once (add_phrase is idempotent on it). */
  id: string;
  lang: string;
  phrase_text: string;
  translation_lang: string;
  translation_text: string;
}

export interface RecommendInput {
  /** Each friend with the id their message will have (made by the client, for retries). */
  recipients: { uid: string; messageId: string }[];
  /** An existing library phrase, or a new one to add. */
  phrase: { id: string; lang: string } | NewPhrase;
  note: string;
}

function isNew(phrase: RecommendInput['phrase']): phrase is NewPhrase {
  return 'phrase_text' in phrase;
}

/**
 * Sends a recommendation: adds the phrase first when it is new (add_phrase), then posts a
 * 'recommendation' message to each friend, which shows in our threads at once. Both steps
 * carry client-made ids, so retrying after a failure repeats nothing.
 */
export function useRecommendPhraseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ recipients, phrase, note }: RecommendInput) => {
      if (isNew(phrase)) {
        const { error } = await getSupabase().rpc('add_phrase', {
          lang: phrase.lang,
          phrase_text: phrase.phrase_text,
          translation_lang: phrase.translation_lang,
          translation_text: phrase.translation_text,
          phrase_id: phrase.id,
        });
        if (error) throw error;
      }
      const trimmed = note.trim();
      return postChatMessages(
        recipients.map(({ uid, messageId }) => ({
          id: messageId,
          recipient_uid: uid,
          message_type: 'recommendation',
          lang: phrase.lang,
          phrase_id: phrase.id,
          message: trimmed === '' ? null : trimmed,
        })),
      );
    },
    onSuccess: (messages) => storeChatMessages(queryClient, messages),
    onError: (error, input) => {
      // Refusals in the product's words, shown in the form: a new phrase the library has
      // already is one (23505).
      const code = (error as { code?: unknown }).code;
      if (code !== '22023' && code !== '42501' && code !== '23505')
        logUnexpected('recommend-phrase', error, input);
    },
  });
}
