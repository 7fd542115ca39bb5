// `@phrasebook/data/deck-settings-queue`: a subpath, not the barrel, so the shell's first load
// does not carry it; each app that imports it bundles its own copy. Screens that only show
// what waits load it through use-deck-settings-queue.ts, once something does.
import type { PrimitiveAtom } from 'jotai';
import { isText, readEntryState, type OutboxEntryState } from '../outbox/entry-state.ts';
import { outboxStorageKey, persistedQueueAtom } from '../outbox/outbox-storage.ts';
import { readDeckSettingsPatch, type DeckSettingsPatch } from './deck-settings-patch.ts';

export type { DeckSettingsPatch } from './deck-settings-patch.ts';

/** Deck settings a control could not save yet. `id` names the entry only. */
export interface QueuedDeckSettings extends OutboxEntryState {
  id: string;
  uid: string;
  lang: string;
  patch: DeckSettingsPatch;
  /** The toast that says it is in, in the words of the control that made it. */
  savedToast?: string;
}

/** A persisted entry, or null when it cannot be sent (dropped on load). */
export function readQueuedDeckSettings(value: unknown): QueuedDeckSettings | null {
  const entry = (value ?? {}) as Record<string, unknown>;
  const { id, uid, lang, savedToast } = entry;
  const patch = readDeckSettingsPatch(entry.patch);
  if (!isText(id) || !isText(uid) || !isText(lang) || !patch) return null;
  return {
    id,
    uid,
    lang,
    patch,
    ...(isText(savedToast) ? { savedToast } : {}),
    ...readEntryState(entry),
  };
}

const queues = new Map<string, PrimitiveAtom<QueuedDeckSettings[]>>();

/**
 * A user's deck settings that wait to be saved: the queue of mf-learn's deck settings outbox,
 * which sends them (docs/offline.md §3). One atom per user in each app that imports this
 * subpath: mf-learn's outbox writes through it, so its screens follow every change at once;
 * mf-review's copy reads the same storage, again each time a screen mounts it (`storedAtom`).
 */
export function deckSettingsQueue(uid: string): PrimitiveAtom<QueuedDeckSettings[]> {
  let queue = queues.get(uid);
  if (!queue) {
    queue = persistedQueueAtom(outboxStorageKey('deck-settings', uid), readQueuedDeckSettings);
    queues.set(uid, queue);
  }
  return queue;
}

export { decksAsSaved, withQueuedSettings } from './with-queued-settings.ts';
