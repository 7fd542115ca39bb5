import type { PrimitiveAtom } from 'jotai';
// By name: this subpath is bundled by each app that uses it, and must find the page's one store
// and session in the shared package.
import { appStore, getCurrentSession } from '@phrasebook/data';
import { retryDelayMs } from '../network/retry-delay.ts';
import { outboxStorageKey, persistedQueueAtom } from './outbox-storage.ts';
import type { OutboxEntryState } from './entry-state.ts';
import { WriteRefusedError } from './retryable-write.ts';

export { isRetryableWrite, WriteRefusedError, writeFailure } from './retryable-write.ts';
export { isText, readEntryState, type OutboxEntryState } from './entry-state.ts';

export interface OutboxOptions<Entry extends OutboxEntryState, Result> {
  /** Names the queue and its storage key, e.g. 'review'. */
  name: string;
  /** Where an earlier release kept this user's queue: its entries are taken over on first read. */
  formerStorageKey?: (uid: string) => string;
  /** The entry's idempotency key: the id the server stores it under, so a repeat is harmless. */
  idOf: (entry: Entry) => string;
  /** A persisted entry, or null when unreadable (dropped on load). */
  read: (value: unknown) => Entry | null;
  /** Sends one entry; repeating it with the same id must not store it twice. */
  send: (entry: Entry) => Promise<Result>;
  /** After the server took it, before it leaves the queue (e.g. write the answer to the cache). */
  onSent?: (entry: Entry, result: Result) => void;
  /** A WriteRefusedError (the server refusing it): repeating cannot succeed, so it leaves. */
  onRefused?: (entry: Entry, error: WriteRefusedError) => void;
  /** The first failure of an entry, to tell the user once. */
  onFirstFailure?: (entry: Entry, error: unknown) => void;
  /** Once the queue has emptied after sending something. */
  onDrained?: () => void;
  /** How a new entry joins the queue; `inFlight` is on the wire and must not change. @default appended */
  enqueue?: (queue: readonly Entry[], entry: Entry, inFlight: Entry | undefined) => Entry[];
  /**
   * The user's queue, when screens that do not load the outbox read it too (the deck settings'
   * `deckSettingsQueue`): they then see every change it makes. @default one of its own
   */
  queue?: (uid: string) => PrimitiveAtom<Entry[]>;
}

export interface Outbox<Entry> {
  /** The user's queue, for screens to show what waits (useAtomValue). */
  atom: (uid: string) => PrimitiveAtom<Entry[]>;
  /** Queues a write and starts sending. */
  add: (uid: string, entry: Entry) => void;
  /** Makes sure the user's queue is being sent; safe to call on every render. */
  start: (uid: string) => void;
  /** Sends now instead of waiting for the next retry. */
  retryNow: (uid: string) => void;
  /** Drops an entry the user gave up on. */
  discard: (uid: string, id: string) => void;
  /** The entry on the wire, if any. */
  inFlight: (uid: string) => Entry | undefined;
}

/** How long a new entry waits before it is sent: past the frame that acknowledges it. */
const SEND_AFTER_MS = 100;

/** Backoff before retry number `attempts` of any queued write: 1 s, 2 s, 4 s … at most 30 s. */
export const outboxRetryDelayMs = (attempts: number) => retryDelayMs(attempts, 1000, 30_000);

const reasonOf = (error: unknown): string => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'Could not send';
};

/**
 * Writes that must not be lost (docs/architecture.md): each user's queue is kept in local
 * storage, so it survives a failed request, a reload and a closed tab; it is sent oldest first
 * and one at a time, by the user's own session only, and retried with backoff and as soon as
 * the browser is back online.
 */
export function createOutbox<Entry extends OutboxEntryState, Result>(
  options: OutboxOptions<Entry, Result>,
): Outbox<Entry> {
  const atoms = new Map<string, PrimitiveAtom<Entry[]>>();
  const senders = new Map<string, Sender>();

  const atomOf = (uid: string) => {
    let queue = atoms.get(uid);
    if (!queue) {
      queue =
        options.queue?.(uid) ??
        (persistedQueueAtom(
          outboxStorageKey(options.name, uid),
          options.read,
          options.formerStorageKey?.(uid),
        ) as PrimitiveAtom<Entry[]>);
      atoms.set(uid, queue);
    }
    return queue;
  };

  class Sender {
    sending = false;
    retryTimer: ReturnType<typeof setTimeout> | undefined;
    sentSinceDrain = false;
    /** Set while the sender writes the queue itself, which must not restart it early. */
    writing = false;
    current: Entry | undefined;
    readonly queue: PrimitiveAtom<Entry[]>;

    constructor(readonly uid: string) {
      this.queue = atomOf(uid);
      // A new entry (or one another tab queued) is sent once the screen has drawn its
      // acknowledgement: sending costs the main thread several milliseconds, and a review
      // score's answer must be painted first (docs/performance.md "Score to next paint"). It is
      // already in storage, so the wait loses nothing. The sender's own writes leave its
      // backoff alone.
      appStore.sub(this.queue, () => {
        if (!this.writing) setTimeout(() => this.kick(), SEND_AFTER_MS);
      });
      window.addEventListener('online', () => this.kick());
    }

    kick(): void {
      if (this.sending) return;
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      this.sending = true;
      void this.drain().finally(() => {
        this.sending = false;
      });
    }

    private async drain(): Promise<void> {
      for (;;) {
        const head = appStore.get(this.queue)[0];
        if (!head) return this.drained();
        // After a sign-out, or with another account signed in, the queue waits for its owner.
        if ((await getCurrentSession())?.user.id !== this.uid) return;
        this.current = head;
        // Screens show what is on the wire.
        this.update((queue) => [...queue]);
        let result: Result;
        try {
          result = await options.send(head);
        } catch (error) {
          this.current = undefined;
          if (error instanceof WriteRefusedError) {
            options.onRefused?.(head, error);
            this.update((queue) => queue.filter((queued) => queued !== head));
            continue;
          }
          if (head.attempts === 0) options.onFirstFailure?.(head, error);
          const attempts = head.attempts + 1;
          this.update((queue) =>
            queue.map((queued) =>
              queued === head ? { ...queued, attempts, lastError: reasonOf(error) } : queued,
            ),
          );
          this.retryTimer = setTimeout(() => this.kick(), outboxRetryDelayMs(attempts));
          return;
        }
        this.current = undefined;
        // The answer first, then the queue: a screen never sees the write in neither.
        options.onSent?.(head, result);
        this.update((queue) => queue.filter((queued) => queued !== head));
        this.sentSinceDrain = true;
      }
    }

    private update(change: (queue: Entry[]) => Entry[]): void {
      this.writing = true;
      try {
        appStore.set(this.queue, change);
      } finally {
        this.writing = false;
      }
    }

    private drained(): void {
      if (!this.sentSinceDrain) return;
      this.sentSinceDrain = false;
      options.onDrained?.();
    }
  }

  const senderOf = (uid: string) => {
    let sender = senders.get(uid);
    if (!sender) {
      sender = new Sender(uid);
      senders.set(uid, sender);
    }
    return sender;
  };

  return {
    atom: atomOf,
    add: (uid, entry) => {
      const sender = senderOf(uid);
      appStore.set(atomOf(uid), (queue) =>
        options.enqueue ? options.enqueue(queue, entry, sender.current) : [...queue, entry],
      );
    },
    start: (uid) => senderOf(uid).kick(),
    retryNow: (uid) => senderOf(uid).kick(),
    discard: (uid, id) =>
      appStore.set(atomOf(uid), (queue) =>
        queue.filter((entry) => entry === senders.get(uid)?.current || options.idOf(entry) !== id),
      ),
    inFlight: (uid) => senders.get(uid)?.current,
  };
}
