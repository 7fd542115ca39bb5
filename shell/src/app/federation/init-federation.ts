import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { startupRemotes } from './remote-locations.ts';
import { retryPlugin } from '@phrasebook/platform/federation/retry-plugin';
import { remoteErrorPlugin } from '@phrasebook/platform/federation/remote-error-plugin';
import { loadData } from '../startup/load-data.ts';
import { onceUntilFailed } from '../startup/once-until-failed.ts';
import {
  recordLoadedEntry,
  recordLoadedLocations,
  recordLoadedManifest,
} from '../offline/loaded-version.ts';

async function registerAll(): Promise<void> {
  registerPlugins([
    retryPlugin({ onManifest: recordLoadedManifest }),
    remoteErrorPlugin(logRemoteError),
  ]);
  const { locations, entries } = await startupRemotes();
  recordLoadedLocations(locations);
  registerRemotes(
    Object.entries(locations).map(([name, manifest]) => {
      const entry = entries[name];
      if (!entry) return { name, entry: manifest };
      // The opened page's remote, by the entry the server read from its manifest: the
      // manifest's round trip saved. The page loads it at once (warmRemoteArea).
      recordLoadedEntry(manifest, entry);
      return { name, entry };
    }),
  );
}

/** Logs a remote that failed to load to the client error log, when the backend answers. */
function logRemoteError(error: unknown, remoteModule: string): void {
  loadData()
    .then((data) => data.logClientError(error, { remoteModule, lifecycle: 'onLoad' }))
    .catch(() => {
      // Logging needs the backend; the panel must show even when it is down too.
    });
}

/**
 * Registers the runtime plugins and the remotes listed in remotes.json, once, before the first
 * remote loads. The shell is built with `remotes: {}`; this is the only place remote
 * locations enter the app. A failure (remotes.json unreachable) is forgotten, so the
 * unavailable panel's Retry tries again.
 */
export const initFederation = onceUntilFailed(registerAll);
