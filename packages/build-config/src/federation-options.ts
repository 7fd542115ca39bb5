import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { isProduction } from './production.ts';
import { shared } from './shared.ts';
import { appSharedNeeds } from './shared-exports/app-needs.ts';

/** The file of a federation runtime plugin of @phrasebook/platform, which the build bundles. */
export const platformRuntimeFile = (name: string) =>
  createRequire(import.meta.url).resolve(`@phrasebook/platform/federation/${name}`);

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
  // Module Federation's own used-exports check only serves non-singletons, by loading them a
  // second time; @phrasebook/platform's shared-needs-plugin checks a remote's
  // imports instead.
  injectTreeShakingUsedExports: false,
} satisfies ModuleFederationOptions;

/** Every app runs only in browsers: 'web' drops the runtime's Node loading code. */
const optimization = { target: 'web' } as const;

/**
 * Options of remote `name`, built from the current folder: its `./routes` (and `./outboxes`,
 * which the shell starts wherever they hold writes) exposes, the page's federation runtime in
 * production (`externalRuntime`: the shell provides it, a standalone page loads
 * standalone-runtime.ts's provider), and the check of its shared imports against the page's.
 */
export function remoteFederationOptions(name: string): ModuleFederationOptions {
  return {
    name,
    filename: remoteEntryFilename,
    exposes: {
      './routes': routesExpose,
      ...(existsSync('./src/routes/outboxes.ts') && { './outboxes': './src/routes/outboxes.ts' }),
    },
    ...commonFederationOptions,
    experiments: { optimization, externalRuntime: isProduction },
    runtimePlugins: isProduction
      ? [
          [
            platformRuntimeFile('shared-needs-plugin'),
            { app: name, needs: appSharedNeeds(process.cwd()) },
          ],
        ]
      : [],
  };
}

/** The shell's federation experiments: it provides its runtime to every remote on the page. */
export const shellFederationExperiments = {
  optimization,
  provideExternalRuntime: true,
} satisfies ModuleFederationOptions['experiments'];
