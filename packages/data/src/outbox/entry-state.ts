// Apart from outbox.ts: the deck settings' queue reader (decks/queued-deck-settings.ts) uses
// these too, and mf-review, which loads it, has no use for the outbox's sender.

/** What every queued write carries: how often sending it failed, and why the last time. */
export interface OutboxEntryState {
  attempts: number;
  lastError?: string;
}

/** Whether a field of a persisted entry is text. */
export const isText = (value: unknown): value is string => typeof value === 'string';

/** A persisted entry's attempts and last error, as every outbox's `read` keeps them. */
export const readEntryState = ({
  attempts,
  lastError,
}: {
  attempts?: unknown;
  lastError?: unknown;
}): OutboxEntryState => ({
  attempts: typeof attempts === 'number' ? attempts : 0,
  ...(isText(lastError) ? { lastError } : {}),
});
