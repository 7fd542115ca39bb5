import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { loadData } from '../startup/load-data.ts';

/** Marks the module errorLoadRemote hands back instead of a remote that failed to load. */
export const unavailableRemote = Symbol.for('phrasebook.unavailable-remote');

export interface UnavailableRemoteModule {
  [unavailableRemote]: unknown;
  /** A routes factory that mounts nothing, so callers that ignore the marker still work. */
  default: () => Record<string, never>;
}

export function isUnavailableRemote(module: unknown): module is UnavailableRemoteModule {
  return typeof module === 'object' && module !== null && unavailableRemote in module;
}

/**
 * errorLoadRemote hook: when a remote module cannot be loaded (after the retry plugin gave
 * up), log it to the client error log and resolve with a marked fallback module instead of
 * rejecting, so the shell shows that area's unavailable panel and nothing else breaks.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'phrasebook-remote-error',
    async errorLoadRemote({ id, error, lifecycle }) {
      // Other lifecycles expect other return shapes (a manifest, request args); let them throw
      // and be handled once more at 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      loadData()
        .then((data) => data.logClientError(error, { remoteModule: id, lifecycle }))
        .catch(() => {
          // Logging needs the backend; the panel must show even when it is down too.
        });
      const fallback: UnavailableRemoteModule = { [unavailableRemote]: error, default: () => ({}) };
      return fallback;
    },
  };
}
