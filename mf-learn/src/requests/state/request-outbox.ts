import { queryClient } from '@phrasebook/data';
import {
  createOutbox,
  isText,
  readEntryState,
  type OutboxEntryState,
} from '@phrasebook/data/outbox';
import { toast } from '@phrasebook/ui';
import { postAnswer, refreshAfterAnswer, type AnswerInput } from '../api/answer-request.ts';
import { postRequest, refreshAfterRequest, type NewRequest } from '../api/create-request.ts';

/** Toast once a request is made, at once or from the outbox. */
export const REQUEST_CREATED = 'Request created: share it with friends who can help';
/** Toast once an answer is posted, at once or from the outbox. */
export const ANSWER_POSTED = 'Thanks! Your answer is posted';

type QueuedRequest = NewRequest & { kind: 'request' } & OutboxEntryState;
type QueuedAnswer = AnswerInput & { kind: 'answer' } & OutboxEntryState;
/** A request of mine, or my answer to someone's, not stored yet. */
export type QueuedRequestWrite = QueuedRequest | QueuedAnswer;

/** A persisted entry, or null when it cannot be sent (dropped on load). */
export function readQueuedRequestWrite(value: unknown): QueuedRequestWrite | null {
  const entry = (value ?? {}) as Record<string, unknown>;
  const { id, lang } = entry;
  if (!isText(id) || !isText(lang)) return null;
  const attempts = readEntryState(entry);
  if (entry.kind === 'request') {
    return isText(entry.prompt)
      ? { kind: 'request', id, lang, prompt: entry.prompt, ...attempts }
      : null;
  }
  const { requestId, phrase_text, translation_lang, translation_text } = entry;
  if (entry.kind !== 'answer' || !isText(requestId) || !isText(phrase_text)) return null;
  if (!isText(translation_lang) || !isText(translation_text)) return null;
  return {
    kind: 'answer',
    id,
    lang,
    requestId,
    phrase_text,
    translation_lang,
    translation_text,
    ...attempts,
  };
}

/**
 * New requests and answers the forms could not send (the app's outbox, docs/offline.md §3):
 * kept in this browser across reloads and sent again under the ids the forms made, so each is
 * stored once. A refusal found only then (a request cancelled meanwhile) is told in a toast.
 */
export const requestOutbox = createOutbox<QueuedRequestWrite, void>({
  name: 'request',
  idOf: (entry) => entry.id,
  read: readQueuedRequestWrite,
  send: (entry) => (entry.kind === 'request' ? postRequest(entry) : postAnswer(entry)),
  onRefused: (entry, error) => {
    const what =
      entry.kind === 'request'
        ? `Your request “${entry.prompt}” was not made`
        : `Your answer “${entry.phrase_text}” was not posted`;
    toast.error(`${what}: ${error.message}`);
  },
  onSent: (entry) => {
    toast.success(entry.kind === 'request' ? REQUEST_CREATED : ANSWER_POSTED);
    void (entry.kind === 'request'
      ? refreshAfterRequest(queryClient)
      : refreshAfterAnswer(queryClient, entry.lang));
  },
});
