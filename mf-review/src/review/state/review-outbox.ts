import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { appStore } from '@phrasebook/data';
import { enqueueReviewWrite, readOutbox, type OutboxEntry } from '@phrasebook/domain';

/** Local storage key of a user's unsent reviews: per user, so another account never sends them. */
export const reviewOutboxKey = (uid: string) => `phrasebook:review-outbox:${uid}`;

const jsonStorage = createJSONStorage<unknown>(() => window.localStorage);
const outboxStorage = {
  getItem: (key: string, initial: OutboxEntry[]) => {
    const stored = jsonStorage.getItem(key, null);
    return stored === null ? initial : readOutbox(stored);
  },
  setItem: (key: string, value: OutboxEntry[]) => jsonStorage.setItem(key, value),
  removeItem: (key: string) => jsonStorage.removeItem(key),
  // Another tab's scores show here too; its sends are safe to repeat (idempotent ids).
  subscribe: (key: string, callback: (value: OutboxEntry[]) => void, initial: OutboxEntry[]) =>
    jsonStorage.subscribe!(
      key,
      (value) => callback(value === null ? initial : readOutbox(value)),
      null,
    ),
};

const outboxAtoms = new Map<string, ReturnType<typeof createOutboxAtom>>();

function createOutboxAtom(uid: string) {
  return atomWithStorage<OutboxEntry[]>(reviewOutboxKey(uid), [], outboxStorage, {
    getOnInit: true,
  });
}

/** The persisted outbox of reviews not yet confirmed by the server (docs/product.md §4). */
export function reviewOutboxAtom(uid: string) {
  let outboxAtom = outboxAtoms.get(uid);
  if (!outboxAtom) {
    outboxAtom = createOutboxAtom(uid);
    outboxAtoms.set(uid, outboxAtom);
  }
  return outboxAtom;
}

/** The entry the sender has on the wire, which a new score must not change. */
let inFlight: OutboxEntry | undefined;

export function setInFlight(entry: OutboxEntry | undefined): void {
  inFlight = entry;
}

/** Queues a review write (acknowledged on screen at once; sent in the background). */
export function queueReviewWrite(uid: string, entry: OutboxEntry): void {
  appStore.set(reviewOutboxAtom(uid), (outbox) => enqueueReviewWrite(outbox, entry, inFlight));
}
