import { createInstance } from '@module-federation/runtime';
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';

// A remote's production standalone page has no shell to provide the federation runtime that its
// remote entry is built without (`experiments.externalRuntime`), so it loads this file first:
// an instance with Module Federation's own plugin that provides the runtime, as the shell's
// `experiments.provideExternalRuntime` does (../standalone-runtime.ts).
createInstance({
  name: 'phrasebook_standalone_runtime',
  remotes: [],
  plugins: [injectExternalRuntimeCorePlugin()],
});
