import type { ModuleFederation } from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
// The runtime's own remote loading, which the shell's production build leaves out of its
// start-up (README, "What the first load costs"). Not in the package's exports: reached by
// file, from this package's own dependency.
import { RemoteHandler } from '../../node_modules/@module-federation/runtime-core/dist/remote/index.js';
import { SnapshotHandler } from '../../node_modules/@module-federation/runtime-core/dist/plugins/snapshot/SnapshotHandler.js';
// @ts-expect-error Shipped without type declarations; typed where used below.
import * as snapshot from '../../node_modules/@module-federation/runtime-core/dist/plugins/snapshot/index.js';
// @ts-expect-error Shipped without type declarations; typed where used below.
import * as preloadAssetsPlugin from '../../node_modules/@module-federation/runtime-core/dist/plugins/generate-preload-assets.js';
import {
  getRemoteEntry,
  getRemoteInfo,
  // @ts-expect-error Not in the file's type declarations, which list only the public two.
  getRemoteEntryUniqueKey,
  // @ts-expect-error As above.
  isEsmRemoteType,
} from '../../node_modules/@module-federation/runtime-core/dist/utils/load.js';
import { preloadAssets } from '../../node_modules/@module-federation/runtime-core/dist/utils/preload.js';
import { loadScript, loadScriptNode } from '@module-federation/sdk';
import { supplyRemoteLoading, type RemoteLoadingFunctions } from './remote-loading-left-out.ts';
import { loadsRemotes } from './loads-remotes.ts';
import {
  provideFederationRuntime,
  providedFederationRuntime,
} from './provide-federation-runtime.ts';

type PluginFactory = () => ModuleFederationRuntimePlugin;
const { snapshotPlugin } = snapshot as { snapshotPlugin: PluginFactory };
const { generatePreloadAssetsPlugin } = preloadAssetsPlugin as {
  generatePreloadAssetsPlugin: PluginFactory;
};

/**
 * Gives `instance`, built with `experiments.optimization.disableRemote`, what loading remotes
 * takes: the remote and manifest handlers and the two plugins the runtime registers itself when
 * remote loading is built in (the manifest's entry, and preloading an expose's assets in
 * parallel). The plugins registered so far are applied to the new handlers' hooks too. Call it
 * before registering remotes or plugins that handle remote loading; it does nothing when the
 * instance loads remotes already.
 */
export function enableRemoteLoading(instance: ModuleFederation): void {
  if (loadsRemotes(instance)) return;
  supplyRemoteLoading({
    getRemoteEntry,
    getRemoteInfo,
    getRemoteEntryUniqueKey:
      getRemoteEntryUniqueKey as RemoteLoadingFunctions['getRemoteEntryUniqueKey'],
    isEsmRemoteType: isEsmRemoteType as RemoteLoadingFunctions['isEsmRemoteType'],
    preloadAssets,
    loadScript,
    loadScriptNode,
  });
  instance.snapshotHandler = new SnapshotHandler(instance);
  instance.remoteHandler = new RemoteHandler(instance);
  for (const plugin of instance.options.plugins) {
    instance.snapshotHandler.hooks.applyPlugin(plugin);
    instance.remoteHandler.hooks.applyPlugin(plugin);
  }
  instance.registerPlugins([snapshotPlugin(), generatePreloadAssetsPlugin()]);
  // Remotes take the runtime's core from the page, and build their own instances with its
  // constructor: one that gives them remote loading too (remote entries load shared copies
  // through it).
  provideFederationRuntime({
    ...providedFederationRuntime,
    '@module-federation/runtime-core': {
      ...providedFederationRuntime['@module-federation/runtime-core'],
      ModuleFederation: RemoteLoadingFederation,
    },
  });
}

const ShellFederation =
  providedFederationRuntime['@module-federation/runtime-core'].ModuleFederation;

/** The runtime's instance, with remote loading from the start. */
class RemoteLoadingFederation extends ShellFederation {
  constructor(...options: ConstructorParameters<typeof ShellFederation>) {
    super(...options);
    enableRemoteLoading(this);
  }
}
