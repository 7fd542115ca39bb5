import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { shared } from './shared.ts';

/** The module every remote exposes as `./routes` (DESIGN.md §2). */
export const routesExpose = './src/routes/index.ts';

/** Federation options every app (the shell and each remote) builds with. */
export const commonFederationOptions = {
  shared,
  // Type generation: slow, and nothing here reads the generated types.
  dts: false,
  // Every app runs only in browsers: 'web' drops the runtime's Node loading code (2 kB gzip).
  experiments: { optimization: { target: 'web' } },
  // The trimmed lists decide what each build keeps; singletons never consult them at run
  // time, so they need not ride in every page's start-up code (0.5 kB gzip).
  injectTreeShakingUsedExports: false,
} satisfies ModuleFederationOptions;

/** Options of remote `name`: its one `./routes` expose. */
export function remoteFederationOptions(name: string): ModuleFederationOptions {
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: { './routes': routesExpose },
    ...commonFederationOptions,
  };
}
