/**
 * What the shell's production start-up imports in place of the federation runtime's remote
 * loading (../federation-runtime.ts). Built with `disableRemote`, the runtime never calls
 * these; `initFederation` adds the real ones with enable-remote-loading.ts, which imports them
 * by file, so they ship with the first remote instead of with every page.
 */
import type * as RuntimeCore from '@module-federation/runtime-core';
import type * as Sdk from '@module-federation/sdk';

function leftOut(): never {
  throw new Error('Remote loading starts with enableRemoteLoading (initFederation)');
}

export const RemoteHandler = leftOut;
export const SnapshotHandler = leftOut;
export const snapshotPlugin = leftOut;
export const generatePreloadAssetsPlugin = leftOut;
export const Module = leftOut;

/**
 * The runtime's loading functions. Its entry files export them (and hand them to remotes
 * through `helpers`), so they stand in as functions that call the real ones once
 * enable-remote-loading.ts has supplied them.
 */
export interface RemoteLoadingFunctions {
  getRemoteEntry: typeof RuntimeCore.getRemoteEntry;
  getRemoteInfo: typeof RuntimeCore.getRemoteInfo;
  getRemoteEntryUniqueKey: (remoteInfo: ReturnType<typeof RuntimeCore.getRemoteInfo>) => string;
  isEsmRemoteType: (type: string | undefined) => boolean;
  preloadAssets: (...args: never[]) => Promise<unknown>;
  loadScript: typeof Sdk.loadScript;
  loadScriptNode: typeof Sdk.loadScriptNode;
}

let supplied: RemoteLoadingFunctions | undefined;

export function supplyRemoteLoading(functions: RemoteLoadingFunctions): void {
  supplied = functions;
}

function real(): RemoteLoadingFunctions {
  return supplied ?? leftOut();
}

function forward<Name extends keyof RemoteLoadingFunctions>(
  name: Name,
): RemoteLoadingFunctions[Name] {
  const call = (...args: unknown[]) => (real()[name] as (...all: unknown[]) => unknown)(...args);
  return call as RemoteLoadingFunctions[Name];
}

export const getRemoteEntry = forward('getRemoteEntry');
export const getRemoteInfo = forward('getRemoteInfo');
export const getRemoteEntryUniqueKey = forward('getRemoteEntryUniqueKey');
export const isEsmRemoteType = forward('isEsmRemoteType');
export const preloadAssets = forward('preloadAssets');
export const loadScript = forward('loadScript');
export const loadScriptNode = forward('loadScriptNode');
