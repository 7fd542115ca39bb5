import { queryClient } from '@phrasebook/data';
import {
  createOutbox,
  isText,
  readEntryState,
  type OutboxEntryState,
} from '@phrasebook/data/outbox';
import { toast } from '@phrasebook/ui';
import {
  postTag,
  postTranslation,
  refreshPhrase,
  type NewTag,
  type NewTranslation,
} from '../api/phrase-edits.ts';

/** Toasts once a translation or a tag is stored, at once or from the outbox. */
export const TRANSLATION_ADDED = 'Translation added';
export const taggedText = (name: string) => `Tagged "${name}"`;

type QueuedTranslation = NewTranslation & { kind: 'translation' } & OutboxEntryState;
/** `id` names the entry only: the tag needs none (add_phrase_tag repeats harmlessly). */
type QueuedTag = NewTag & { kind: 'tag'; id: string } & OutboxEntryState;
/** A translation or a tag of mine the phrase page could not store yet. */
export type QueuedPhraseEdit = QueuedTranslation | QueuedTag;

/** A persisted entry, or null when it cannot be sent (dropped on load). */
export function readQueuedPhraseEdit(value: unknown): QueuedPhraseEdit | null {
  const entry = (value ?? {}) as Record<string, unknown>;
  const { id, phraseId, phraseLang } = entry;
  if (!isText(id) || !isText(phraseId) || !isText(phraseLang)) return null;
  const base = {
    id,
    phraseId,
    phraseLang,
    ...readEntryState(entry),
  };
  if (entry.kind === 'translation' && isText(entry.lang) && isText(entry.text))
    return { kind: 'translation', ...base, lang: entry.lang, text: entry.text };
  if (entry.kind === 'tag' && isText(entry.name)) return { kind: 'tag', ...base, name: entry.name };
  return null;
}

/** What an entry adds, as the page names it. */
export const textOf = (entry: QueuedPhraseEdit) => (entry.kind === 'tag' ? entry.name : entry.text);

/**
 * Translations and tags the phrase page could not store yet (the app's outbox, docs/offline.md
 * §3): kept in this browser across reloads and sent again, each stored once. A refusal found only
 * then (the phrase has this translation by now) is told in a toast.
 */
export const phraseEditOutbox = createOutbox<QueuedPhraseEdit, string | void>({
  name: 'phrase-edit',
  idOf: (entry) => entry.id,
  read: readQueuedPhraseEdit,
  send: (entry) => (entry.kind === 'tag' ? postTag(entry) : postTranslation(entry)),
  onRefused: (entry, error) =>
    toast.error(`The ${entry.kind} “${textOf(entry)}” was not added: ${error.message}`),
  onSent: (entry, tagName) => {
    toast.success(entry.kind === 'tag' ? taggedText(tagName ?? entry.name) : TRANSLATION_ADDED);
    void refreshPhrase(queryClient, entry.phraseId, entry.phraseLang);
  },
});
