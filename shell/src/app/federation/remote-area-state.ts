import { useSyncExternalStore } from 'react';
import type { RemoteArea } from './remote-areas.ts';

export type RemoteAreaState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded' }
  | { status: 'failed'; error: unknown };

const idle: RemoteAreaState = { status: 'idle' };
const states = new Map<RemoteArea['name'], RemoteAreaState>();
const listeners = new Set<() => void>();

export function getRemoteAreaState(remote: RemoteArea['name']): RemoteAreaState {
  return states.get(remote) ?? idle;
}

export function setRemoteAreaState(remote: RemoteArea['name'], state: RemoteAreaState): void {
  states.set(remote, state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the remote's loading state changes (e.g. a retry starts or succeeds). */
export function useRemoteAreaState(remote: RemoteArea['name']): RemoteAreaState {
  return useSyncExternalStore(subscribe, () => getRemoteAreaState(remote));
}
