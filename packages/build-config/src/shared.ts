import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { isProduction } from './production.ts';
import { trimmedSharedExports } from './trimmed-shared-exports.ts';

type SharedObject = Exclude<NonNullable<ModuleFederationOptions['shared']>, unknown[]>;
export type SharedConfig = Exclude<SharedObject[string], string>;

/**
 * Shared packages trimmed to the exports the sources import (trimmed-shared-exports.ts,
 * written by `pnpm gen:shared-exports`). A shared package is otherwise bundled whole
 * (react-router 60 kB gzip with its server rendering, @mantine/core 169 kB) because no build
 * can know what another app uses. With one list for every app, each builds the same trimmed
 * copy and any of them can serve the others; a remote built later that needs more is served
 * whole copies instead (runtime/shared-needs-plugin.ts).
 *
 * @mantine/hooks is not shared: it holds no context and no module state, so each app bundles
 * the hooks it imports and @mantine/core's copies those their components use. Shared, it
 * weighed 16 kB gzip on every signed-in page: the build counted as used every hook that any
 * component of @mantine/core imports, kept or not (42 exports for the 26 needed).
 */
export const trimmedPackages = ['react-router', '@mantine/core'] as const;

/** Versions every app accepts, per shared third-party package. */
const singletonRanges: Record<string, string> = {
  react: '^19.2.0',
  'react/': '^19.2.0',
  'react-dom': '^19.2.0',
  'react-dom/': '^19.2.0',
  'react-router': '^7.0.0',
  '@tanstack/react-query': '^5.0.0',
  '@tanstack/query-core': '^5.0.0',
  jotai: '^2.0.0',
  'jotai/': '^2.0.0',
  '@mantine/core': '9.7.3',
  '@mantine/notifications': '9.7.3',
};

/**
 * Trimmed in production builds only: the dev servers' hot-reload runtime breaks on a trimmed
 * copy ('require_runtime.__exportAll is not a function').
 */
function treeShaking(name: string): Pick<SharedConfig, 'treeShaking'> {
  const usedExports = trimmedSharedExports[name];
  return isProduction && usedExports
    ? { treeShaking: { mode: 'runtime-infer', usedExports: [...usedExports] } }
    : {};
}

/**
 * The one shared-dependency list every app (shell and remotes) builds with, so each library
 * exists once at run time. All are singletons: two Reacts, routers, query caches or Supabase
 * clients would split context and state between the shell and a remote. The trailing-slash
 * keys are prefix matches: without 'react-dom/', 'react-dom/client' would be bundled twice.
 * Workspace packages need their real version and a range: inferred ones are 'workspace:*'.
 * @phrasebook/domain is not shared: it holds no state, so each app bundles just the rules it
 * uses, and zod and ts-fsrs load with the screens that validate or schedule instead of with
 * every page (README, "What the first load costs").
 */
export const shared: Record<string, SharedConfig> = {
  ...Object.fromEntries(
    Object.entries(singletonRanges).map(([name, requiredVersion]) => [
      name,
      { singleton: true, requiredVersion, ...treeShaking(name) },
    ]),
  ),
  ...Object.fromEntries(
    ['@phrasebook/data', '@phrasebook/ui'].map((name) => [
      name,
      { singleton: true, version: '0.1.0', requiredVersion: '^0.1.0' },
    ]),
  ),
};
