/**
 * What the shell's production start-up imports in place of the federation runtime's remote
 * loading (../federation-runtime.ts). Built with `disableRemote`, the runtime never calls
 * these; `initFederation` adds the real ones with enable-remote-loading.ts, which imports them
 * by file, so they ship with the first remote instead of with every page.
 */
function leftOut(): never {
  throw new Error('Remote loading starts with enableRemoteLoading (initFederation)');
}

export const RemoteHandler = leftOut;
export const SnapshotHandler = leftOut;
export const snapshotPlugin = leftOut;
export const generatePreloadAssetsPlugin = leftOut;
export const Module = leftOut;
