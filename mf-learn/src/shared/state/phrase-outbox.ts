import { queryClient } from '@phrasebook/data';
import { createOutbox } from '@phrasebook/data/outbox';
import { toast } from '@phrasebook/ui';
import {
  PhraseRefusedError,
  postPhrase,
  refreshAfterNewPhrases,
  type AddedPhrase,
  type AddPhraseInput,
} from '../api/add-phrase.ts';

/** Toast once a phrase is stored, at once or from the outbox. */
export const PHRASE_ADDED = 'Phrase added to your deck';
/** Under a phrase that waits offline, as a chat says an unsent message. */
export const PHRASE_WAITING = 'Waiting for the network: added when you are back online';

/** A phrase the add form could not store yet, kept until the server has it. */
export interface QueuedPhrase extends AddPhraseInput {
  attempts: number;
  lastError?: string;
}

const textFields = ['id', 'lang', 'phrase_text', 'translation_lang', 'translation_text'] as const;

export function readQueuedPhrase(value: unknown): QueuedPhrase | null {
  const entry = value as Partial<QueuedPhrase> | null;
  if (!entry || textFields.some((field) => typeof entry[field] !== 'string')) return null;
  return {
    id: entry.id!,
    lang: entry.lang!,
    phrase_text: entry.phrase_text!,
    translation_lang: entry.translation_lang!,
    translation_text: entry.translation_text!,
    attempts: typeof entry.attempts === 'number' ? entry.attempts : 0,
    ...(typeof entry.lastError === 'string' ? { lastError: entry.lastError } : {}),
  };
}

/**
 * Phrases added without a network, or whose first try failed (the app's outbox, docs/offline.md):
 * kept in this browser across reloads and sent again under the id the form made, so a phrase is
 * added once. A refusal (the library has it by now) is told in a toast naming it.
 */
export const phraseOutbox = createOutbox<QueuedPhrase, AddedPhrase>({
  name: 'phrase',
  idOf: (entry) => entry.id,
  read: readQueuedPhrase,
  send: ({ attempts: _attempts, lastError: _lastError, ...input }) => postPhrase(input),
  isRefusal: (error) => error instanceof PhraseRefusedError,
  onRefused: (entry, error) =>
    toast.error(`“${entry.phrase_text}” was not added: ${(error as Error).message}`),
  onSent: (entry) => {
    toast.success(PHRASE_ADDED);
    void refreshAfterNewPhrases(queryClient, entry.lang);
  },
});
