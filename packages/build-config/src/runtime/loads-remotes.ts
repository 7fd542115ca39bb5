import type { ModuleFederation } from '@module-federation/runtime-core';

/**
 * Whether `instance` can load remote entries: false for one built with `disableRemote` until
 * enable-remote-loading.ts runs (its disabled handler is the one without a remote map).
 */
export function loadsRemotes(instance: ModuleFederation): boolean {
  return 'idToRemoteMap' in instance.remoteHandler;
}
