import { describe, expect, it } from 'vitest';
import { ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { enableRemoteLoading } from './enable-remote-loading.ts';
import { loadsRemotes } from './loads-remotes.ts';
import type { providedFederationRuntime } from './provide-federation-runtime.ts';
import { providedRuntimeGlobal } from './provided-runtime-global.ts';

/** An instance as the shell's production build makes it: remote loading left out. */
function withoutRemoteLoading(plugins: ModuleFederationRuntimePlugin[] = []) {
  const instance = new ModuleFederation({ name: 'shell', remotes: [], plugins });
  const leftOut = { hooks: { applyPlugin: () => {}, lifecycle: {} } };
  instance.remoteHandler = leftOut as unknown as ModuleFederation['remoteHandler'];
  return instance;
}

describe('enableRemoteLoading', () => {
  it('gives an instance without remote loading the handlers, and the plugins registered before', () => {
    const errorLoadRemote = () => undefined;
    const instance = withoutRemoteLoading([{ name: 'early', errorLoadRemote }]);
    expect(loadsRemotes(instance)).toBe(false);

    enableRemoteLoading(instance);

    expect(loadsRemotes(instance)).toBe(true);
    expect(instance.remoteHandler.hooks.registerPlugins['early']).toBeDefined();
    expect(instance.options.plugins.map((plugin) => plugin.name)).toEqual(
      expect.arrayContaining(['early', 'snapshot-plugin', 'generate-preload-assets-plugin']),
    );
    instance.registerRemotes([{ name: 'mf_test', entry: 'http://remote.test/mf-manifest.json' }]);
    expect(instance.options.remotes.map((remote) => remote.name)).toEqual(['mf_test']);
  });

  it('provides remotes a constructor whose instances load remotes too', () => {
    enableRemoteLoading(withoutRemoteLoading());
    const provided = (globalThis as Record<string, unknown>)[providedRuntimeGlobal] as
      typeof providedFederationRuntime | undefined;
    const Provided = provided?.['@module-federation/runtime-core'].ModuleFederation;
    expect(Provided).toBeDefined();
    expect(loadsRemotes(new Provided!({ name: 'mf_test', remotes: [] }))).toBe(true);
  });

  it('leaves an instance that loads remotes as it is', () => {
    const instance = new ModuleFederation({ name: 'shell', remotes: [] });
    const { remoteHandler, snapshotHandler } = instance;
    enableRemoteLoading(instance);
    expect(instance.remoteHandler).toBe(remoteHandler);
    expect(instance.snapshotHandler).toBe(snapshotHandler);
  });
});
