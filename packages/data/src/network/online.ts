import { useSyncExternalStore } from 'react';
import { isOnline } from './is-online.ts';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Whether the browser has a network (is-online.ts), for screens: they re-render when it goes or
 * comes back (docs/offline.md).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
