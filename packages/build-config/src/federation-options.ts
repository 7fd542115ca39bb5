import { fileURLToPath } from 'node:url';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { isProduction } from './production.ts';
import { shared } from './shared.ts';
import { appSharedNeeds } from './shared-exports/app-needs.ts';
import { trimmedDependencies } from './shared-exports/repo-imports.ts';

const runtimePlugin = (file: string) =>
  fileURLToPath(new URL(`./runtime/${file}`, import.meta.url));

/**
 * A remote's entry file. Its name carries a content hash in production builds, so a browser
 * keeps it like any chunk instead of asking the server again on every visit: the remote's
 * mf-manifest.json, read anew each time, names the current one.
 */
export const remoteEntryFilename = isProduction
  ? 'remoteEntry.[contenthash:8].js'
  : 'remoteEntry.js';

/** Matches the path of `folder`'s entry file, hashed (production) or not (dev servers). */
export function remoteEntryPath(folder: string): RegExp {
  return new RegExp(`^/${folder}/remoteEntry(\\.[0-9a-f]{8})?\\.js$`);
}

/** The module every remote exposes as `./routes`: its route table (docs/architecture.md). */
export const routesExpose = './src/routes/index.ts';

/** Federation options every app (the shell and each remote) builds with. */
export const commonFederationOptions = {
  shared,
  // Type generation: slow, and nothing here reads the generated types.
  dts: false,
  // Every app runs only in browsers: 'web' drops the runtime's Node loading code (2 kB gzip).
  experiments: { optimization: { target: 'web' } },
  // Module Federation's own used-exports check only serves non-singletons, by loading them a
  // second time; runtime/shared-needs-plugin.ts checks instead, so the lists need not ride in
  // every page's start-up code (0.5 kB gzip).
  injectTreeShakingUsedExports: false,
  // One copy of each trimmed package per page, whole when a remote needs more than the trimmed
  // one holds (README, "Shipping one remote on its own").
  runtimePlugins: isProduction ? [runtimePlugin('one-shared-copy-plugin.ts')] : [],
} satisfies ModuleFederationOptions;

/**
 * Options of remote `name`, built from the current folder: its one `./routes` expose, and the
 * check of what it imports from the trimmed shared packages against what the page holds.
 */
export function remoteFederationOptions(name: string): ModuleFederationOptions {
  return {
    name,
    filename: remoteEntryFilename,
    exposes: { './routes': routesExpose },
    ...commonFederationOptions,
    runtimePlugins: isProduction
      ? [
          ...commonFederationOptions.runtimePlugins,
          [
            runtimePlugin('shared-needs-plugin.ts'),
            {
              app: name,
              needs: appSharedNeeds(process.cwd()),
              wholeWith: trimmedDependencies(),
            },
          ],
        ]
      : [],
  };
}

/**
 * The shell's federation experiments: in production its start-up leaves out the runtime's
 * remote loading (7 kB gzip that no signed-out page uses); `initFederation` adds it back with
 * `enableRemoteLoading` (runtime/enable-remote-loading.ts) before the first remote loads, and
 * provides the runtime's core to remotes then (federation-runtime.ts).
 */
export const shellFederationExperiments = {
  optimization: {
    ...commonFederationOptions.experiments.optimization,
    disableRemote: isProduction,
  },
} satisfies ModuleFederationOptions['experiments'];
