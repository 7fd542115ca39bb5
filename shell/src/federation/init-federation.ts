import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteLocations } from './remote-locations.ts';
import { retryPlugin } from './retry-plugin.ts';
import { remoteErrorPlugin } from './remote-error-plugin.ts';

/**
 * Registers the runtime plugins and the remotes listed in remotes.json. The shell is built
 * with `remotes: {}`; this is the only place remote locations enter the app.
 */
export async function initFederation(): Promise<void> {
  registerPlugins([retryPlugin(), remoteErrorPlugin()]);
  const locations = await loadRemoteLocations();
  registerRemotes(Object.entries(locations).map(([name, entry]) => ({ name, entry })));
}
