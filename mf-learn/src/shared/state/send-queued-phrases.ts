import { useEffect } from 'react';
import { pageSettled } from '@phrasebook/data/page-settled';

/**
 * Sends the phrases an earlier visit left waiting (phrase-outbox.ts) from Learning Home and every
 * deck page, not only from the add form: once the page has settled, since a first screen needs
 * none of the outbox's code.
 */
export function useQueuedPhrasesSent(uid: string): void {
  useEffect(() => {
    let left = false;
    void pageSettled()
      .then(() => import('./phrase-outbox.ts'))
      .then(({ phraseOutbox }) => {
        if (!left) phraseOutbox.start(uid);
      })
      .catch(() => {
        // Offline before its code came: the add form, or the next page, starts it.
      });
    return () => {
      left = true;
    };
  }, [uid]);
}
