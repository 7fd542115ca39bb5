import { queryClient } from '@phrasebook/data';
import {
  createOutbox,
  isText,
  readEntryState,
  type OutboxEntryState,
} from '@phrasebook/data/outbox';
import { isSamePhrase } from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import {
  postPhrase,
  postPhrases,
  refreshAfterNewPhrases,
  type AddPhraseInput,
  type BulkAddInput,
} from '../api/add-phrase.ts';

/** Toast once a phrase is stored, at once or from the outbox. */
export const PHRASE_ADDED = 'Phrase added to your deck';
/** Toast once the bulk form's phrases are stored. */
export const phrasesAddedText = (count: number) =>
  `${count} ${count === 1 ? 'phrase' : 'phrases'} added`;

/** One phrase of the add form. */
type QueuedOne = AddPhraseInput & OutboxEntryState;
/** The bulk form's phrases, added all or nothing; `id` names the batch. */
type QueuedBatch = BulkAddInput & { id: string } & OutboxEntryState;
/** What the add forms could not store yet. */
export type QueuedPhrases = QueuedOne | QueuedBatch;

export const isBatch = (entry: QueuedPhrases): entry is QueuedBatch => 'phrases' in entry;

/** The phrases an entry holds, each with its translations, as the page lists them. */
export const phrasesOf = (entry: QueuedPhrases): BulkAddInput['phrases'] =>
  isBatch(entry)
    ? entry.phrases
    : [
        {
          id: entry.id,
          phrase_text: entry.phrase_text,
          translations: [{ lang: entry.translation_lang, text: entry.translation_text }],
        },
      ];

/** Whether `entries` hold a phrase of `lang` that is `text` (the same phrase, as the library says). */
export const isWaitingIn = (entries: readonly QueuedPhrases[], lang: string, text: string) =>
  entries.some(
    (entry) =>
      entry.lang === lang && phrasesOf(entry).some((p) => isSamePhrase(p.phrase_text, text)),
  );

function readPhrases(value: unknown): BulkAddInput['phrases'] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const phrases = value.map((item: unknown) => {
    const phrase = item as Partial<BulkAddInput['phrases'][number]> | null;
    const translations = Array.isArray(phrase?.translations) ? phrase.translations : [];
    return isText(phrase?.id) &&
      isText(phrase.phrase_text) &&
      translations.length > 0 &&
      translations.every((t: unknown) => {
        const { lang, text } = (t ?? {}) as { lang?: unknown; text?: unknown };
        return isText(lang) && isText(text);
      })
      ? { id: phrase.id, phrase_text: phrase.phrase_text, translations }
      : null;
  });
  return phrases.every((phrase) => phrase !== null) ? phrases : null;
}

export function readQueuedPhrases(value: unknown): QueuedPhrases | null {
  const entry = value as Record<string, unknown> | null;
  if (!entry || !isText(entry.id) || !isText(entry.lang)) return null;
  const attempts = readEntryState(entry);
  if ('phrases' in entry) {
    const phrases = readPhrases(entry.phrases);
    return phrases && { id: entry.id, lang: entry.lang, phrases, ...attempts };
  }
  const { phrase_text, translation_lang, translation_text } = entry;
  if (!isText(phrase_text) || !isText(translation_lang) || !isText(translation_text)) return null;
  return {
    id: entry.id,
    lang: entry.lang,
    phrase_text,
    translation_lang,
    translation_text,
    ...attempts,
  };
}

/**
 * Phrases the add forms could not store yet: added without a network, or whose first try failed
 * (the app's outbox, docs/offline.md). Kept in this browser across reloads and sent again under
 * the ids the form made, so each is added once. A refusal (the library has it by now) is told in
 * a toast naming what was not added.
 */
export const phraseOutbox = createOutbox<QueuedPhrases, unknown>({
  name: 'phrase',
  idOf: (entry) => entry.id,
  read: readQueuedPhrases,
  send: (entry) =>
    isBatch(entry)
      ? postPhrases({ lang: entry.lang, phrases: entry.phrases })
      : postPhrase({
          id: entry.id,
          lang: entry.lang,
          phrase_text: entry.phrase_text,
          translation_lang: entry.translation_lang,
          translation_text: entry.translation_text,
        }),
  onRefused: (entry, error) => {
    const what = isBatch(entry)
      ? `${entry.phrases.length} phrases were`
      : `“${entry.phrase_text}” was`;
    toast.error(`${what} not added: ${error.message}`);
  },
  onSent: (entry) => {
    toast.success(isBatch(entry) ? phrasesAddedText(entry.phrases.length) : PHRASE_ADDED);
    void refreshAfterNewPhrases(queryClient, entry.lang);
  },
});
