import type { RsbuildConfig, RsbuildPlugins } from '@rsbuild/core';
import { devRuntimeConfig, serveDevRuntimeFiles } from './dev-runtime.ts';
import { esmFederationRuntimeAlias } from './esm-federation-runtime.ts';
import { mantinePartsBuild } from './mantine-parts/build.ts';
import { remoteEnvironments } from './standalone-runtime.ts';
import { appSharedNeeds } from './shared-exports/app-needs.ts';
import { deployRecordPlugin, SHARED_NEEDS_FILE } from './shared-exports/deploy-records.ts';
import { cssModules, filenameHash, isProduction } from './production.ts';
import { remoteApps } from './remotes.ts';
import { screenFilesPlugin } from './screen-files-plugin.ts';
import { workerEnvironments } from './worker-environments.ts';

/**
 * Everything remote `name`'s rsbuild config holds except its plugins (which each app imports
 * itself, from its own dependencies): the entry, the build label, `assetPrefix: 'auto'` and
 * the standalone dev server. `workers` names the Web Workers the remote starts, by entry file
 * (worker-environments.ts).
 */
export function remoteRsbuildConfig(
  name: string,
  plugins: RsbuildPlugins,
  { workers = {} }: { workers?: Record<string, string> } = {},
): RsbuildConfig {
  const app = remoteApps.find((remote) => remote.name === name);
  if (!app) throw new Error(`${name} is not in packages/build-config/src/app-registry.json`);
  const entry = { index: './src/index.ts' };
  const mantine = mantinePartsBuild();
  const workerBuilds = workerEnvironments(workers);
  // With more than one environment, the app's entry belongs to 'web' alone (the federation
  // plugin's environment); the others would otherwise build it too.
  const environments = isProduction
    ? { ...remoteEnvironments(entry), ...workerBuilds }
    : Object.keys(workerBuilds).length > 0
      ? { web: { source: { entry } }, ...workerBuilds }
      : undefined;
  return {
    plugins: [
      ...plugins,
      deployRecordPlugin(SHARED_NEEDS_FILE, () => ({
        app: name,
        needs: appSharedNeeds(process.cwd()),
      })),
      // What each screen loads, for the server's page hints (scripts/lib/page-hints.mjs).
      ...(isProduction ? [screenFilesPlugin()] : []),
    ],
    // Production builds take the federation runtime's core from the page (standalone-runtime.ts).
    ...(environments ? { environments } : {}),
    source: {
      ...(environments ? {} : { entry }),
      ...mantine.source,
      // Always defined (empty when unset) so the bundle never reads a missing `process`.
      define: {
        'process.env.PUBLIC_BUILD_LABEL': JSON.stringify(process.env.PUBLIC_BUILD_LABEL ?? ''),
      },
    },
    resolve: { alias: { ...esmFederationRuntimeAlias(), ...mantine.alias } },
    output: {
      // Rsbuild's default asset prefix is '/', which the manifest would pass on: a shell on
      // another path or origin would then request this remote's chunks from itself.
      assetPrefix: 'auto',
      // Lets a test or a release job build into another folder without touching dist/.
      distPath: { root: process.env.PHRASEBOOK_DIST_DIR ?? 'dist' },
      cssModules,
      filenameHash,
    },
    html: { title: `Phrasebook · ${app.label} (standalone)` },
    // A screen in one file, with its own copy of what it shares with the remote's other screens:
    // each file before the first screen costs a request and a compile (docs/performance.md).
    splitChunks: false,
    // Rsbuild 2 compiles dev modules on first request; with Module Federation's async
    // startup that leaves the standalone page requiring modules that were never built.
    dev: { lazyCompilation: false },
    server: {
      port: Number(process.env.PORT ?? app.devPort),
      historyApiFallback: true,
      // The shell's dev server fetches this remote's manifest and chunks cross-origin.
      cors: { origin: /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/ },
      setup: serveDevRuntimeFiles({ '/config.json': devRuntimeConfig }),
    },
  };
}
