import { use } from 'react';
import { atom, useAtomValue } from 'jotai';
import { appStore } from '@phrasebook/data';
import { writesWaitingIn } from '../outbox/waiting-writes.ts';
import type * as QueueModuleExports from './queued-deck-settings.ts';
import type { QueuedDeckSettings } from './queued-deck-settings.ts';

// `@phrasebook/data/use-deck-settings-queue`: what a screen needs to show the deck settings that
// wait, without the queue's reader, which comes only once something waits. Most pages have
// nothing waiting, and their first load does not carry it (docs/performance.md).
export { decksAsSaved, withQueuedSettings } from './with-queued-settings.ts';

type QueueModule = typeof QueueModuleExports;

const loaded = atom<QueueModule | null>(null);
const nothing = atom<QueuedDeckSettings[]>([]);
let loading: Promise<QueueModule | null> | undefined;

/**
 * Loads the queue's reader; from then on every screen of this app reads the queue itself. One
 * that cannot load (offline, its file not kept) leaves them on the stored values for this page:
 * retried at each render, a suspended screen would never show.
 */
export function loadDeckSettingsQueue(): Promise<QueueModule | null> {
  loading ??= import('./queued-deck-settings.ts').then(
    (module) => {
      appStore.set(loaded, module);
      return module;
    },
    () => null,
  );
  return loading;
}

/**
 * The user's deck settings that wait in mf-learn's outbox, oldest first (docs/offline.md §3);
 * the screen follows every change. While an earlier visit's saves wait and the reader has not
 * come yet, the screen waits for it (Suspense), so it never shows the stored value first.
 */
export function useDeckSettingsQueue(uid: string): QueuedDeckSettings[] {
  const module =
    useAtomValue(loaded) ??
    (writesWaitingIn('deck-settings', uid) ? use(loadDeckSettingsQueue()) : null);
  return useAtomValue(module ? module.deckSettingsQueue(uid) : nothing);
}
