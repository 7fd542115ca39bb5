import { useEffect } from 'react';
import { pageSettled } from '@phrasebook/data/page-settled';

/** How a page reaches an outbox it loads on demand. */
export type OutboxLoader = () => Promise<{ start: (uid: string) => void }>;

/**
 * Sends what an earlier visit left in an outbox from pages other than its form's (Learning Home,
 * every deck page): once the page has settled, since a first screen needs none of the outbox's
 * code. `load` is a module-level function, so the effect runs once per user.
 */
export function useOutboxSentOnceSettled(uid: string, load: OutboxLoader): void {
  useEffect(() => {
    let left = false;
    void pageSettled()
      .then(load)
      .then((outbox) => {
        if (!left) outbox.start(uid);
      })
      .catch(() => {
        // Offline before its code came: the form, or the next page, starts it.
      });
    return () => {
      left = true;
    };
  }, [uid, load]);
}

const loadPhraseOutbox: OutboxLoader = () =>
  import('./phrase-outbox.ts').then(({ phraseOutbox }) => phraseOutbox);

/** The phrases the add forms left waiting (phrase-outbox.ts). */
export const useQueuedPhrasesSent = (uid: string) =>
  useOutboxSentOnceSettled(uid, loadPhraseOutbox);
