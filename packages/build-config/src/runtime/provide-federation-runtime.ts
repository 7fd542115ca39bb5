import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { ENCODE_NAME_PREFIX, decodeName } from '@module-federation/sdk';
import { RUNTIME_009, runtimeDescMap } from '@module-federation/error-codes';
import { providedRuntimeGlobal } from './provided-runtime-global.ts';

/**
 * The federation runtime's stateless core (runtime-core, sdk, error-codes), which remotes
 * take from the page instead of each bundling a copy (README, "What the first load costs").
 * Only the names a remote's own bundler runtime imports are listed, so the shell keeps
 * tree-shaking the rest; provide-federation-runtime.test.ts fails when a Module Federation
 * upgrade imports a name missing here.
 */
export const providedFederationRuntime = {
  '@module-federation/runtime-core': {
    CurrentGlobal,
    Module,
    ModuleFederation,
    assert,
    getGlobalFederationConstructor,
    getRemoteEntry,
    getRemoteInfo,
    helpers,
    loadScript,
    loadScriptNode,
    registerGlobalPlugins,
    satisfy,
    setGlobalFederationConstructor,
    setGlobalFederationInstance,
  },
  '@module-federation/sdk': { ENCODE_NAME_PREFIX, decodeName },
  '@module-federation/error-codes': { RUNTIME_009, runtimeDescMap },
};

/**
 * Puts `runtime` where remotes' entries look for it; the first call wins. Must run before any
 * remote entry does: the shell calls it when it enables remote loading
 * (enable-remote-loading.ts), and a remote's standalone page loads standalone-provider.ts first.
 */
export function provideFederationRuntime(runtime: typeof providedFederationRuntime): void {
  const scope = globalThis as Record<string, unknown>;
  scope[providedRuntimeGlobal] ??= runtime;
}
