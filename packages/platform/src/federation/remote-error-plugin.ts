import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

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
 * up), report it (the shell logs it to the client error log) and resolve with a marked
 * fallback module instead of rejecting, so the host shows that area's unavailable panel and
 * nothing else breaks. `report` must not throw; the panel shows whatever it does.
 */
export function remoteErrorPlugin(
  report: (error: unknown, remoteModule: string) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'phrasebook-remote-error',
    async errorLoadRemote({ id, error, lifecycle }) {
      // Other lifecycles expect other return shapes (a manifest, request args); let them throw
      // and be handled once more at 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      report(error, id);
      return { [unavailableRemote]: error, default: () => ({}) } satisfies UnavailableRemoteModule;
    },
  };
}
