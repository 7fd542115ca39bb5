import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase, logUnexpected } from '@phrasebook/data';
import { storeChatMessages } from './chat-cache.ts';
import { writeFailure } from '@phrasebook/data/outbox';
import { isRetryableChatWrite, postChatMessages } from './post-messages.ts';

/** A phrase to write into the library first (docs/product.md §5 "Recommend phrase"). */
export interface NewPhrase {
  /** A client-made id: a retry adds it once (add_or_reuse_phrase is idempotent on it). */
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
 * The library's id of a written phrase (add_or_reuse_phrase): the phrase the library has
 * when it has the text (the translation added when new), else the one just added under the
 * client-made id. Not that id, then: a phrase the library had keeps its own.
 */
async function libraryPhraseId(phrase: NewPhrase): Promise<string> {
  const { data, error, status } = await getSupabase().rpc('add_or_reuse_phrase', {
    lang: phrase.lang,
    phrase_text: phrase.phrase_text,
    translation_lang: phrase.translation_lang,
    translation_text: phrase.translation_text,
    phrase_id: phrase.id,
  });
  if (error) throw writeFailure(status, error);
  const id = (data as { phrase?: { id?: unknown } } | null)?.phrase?.id;
  if (typeof id !== 'string') throw new Error('The server answered without the phrase');
  return id;
}

/**
 * Sends a recommendation: writes the phrase first when it is new (the library's own when it
 * has it), then posts a 'recommendation' message of that phrase to each friend. Both steps
 * carry client-made ids, so sending it again after a failure (the chat outbox does) repeats
 * nothing.
 */
export async function sendRecommendation({ recipients, phrase, note }: RecommendInput) {
  const phraseId = isNew(phrase) ? await libraryPhraseId(phrase) : phrase.id;
  const trimmed = note.trim();
  return postChatMessages(
    recipients.map(({ uid, messageId }) => ({
      id: messageId,
      recipient_uid: uid,
      message_type: 'recommendation',
      lang: phrase.lang,
      phrase_id: phraseId,
      message: trimmed === '' ? null : trimmed,
    })),
  );
}

/**
 * A form's recommendation, shown in our threads at once. Tried even offline (`networkMode:
 * 'always'`): what fails for want of a network or a server goes to the chat outbox at once
 * (state/chat-outbox.ts) rather than waiting in memory, where a reload lost it.
 */
export function useRecommendPhraseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRecommendation,
    networkMode: 'always',
    onSuccess: (messages) => storeChatMessages(queryClient, messages),
    onError: (error, input) => {
      // Refusals in the product's words, shown in the form. A phrase the library has is taken,
      // not refused, but one another writer adds at the same moment still meets the
      // library's rule (23505).
      if (isRetryableChatWrite(error)) return;
      const code = (error as { code?: unknown }).code;
      if (code !== '22023' && code !== '42501' && code !== '23505')
        logUnexpected('recommend-phrase', error, input);
    },
  });
}
