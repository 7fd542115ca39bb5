import { useSyncExternalStore } from 'react';

/**
 * Whether the browser has a network, from its online and offline events: what TanStack Query
 * pauses queries on (query-client.ts starts it from here). Kept free of the data barrel, so the
 * shell's loading screen can say it before anything else has loaded (docs/offline.md).
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The same, for screens: they re-render when the network goes or comes back. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
