import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { isProduction } from './production.ts';
import { mantinePartsShared } from './mantine-parts/build.ts';
import { trimmedSharedExports } from './trimmed-shared-exports.ts';

type SharedObject = Exclude<NonNullable<ModuleFederationOptions['shared']>, unknown[]>;
export type SharedConfig = Exclude<SharedObject[string], string>;

/**
 * Shared packages trimmed to the exports the sources import (trimmed-shared-exports.ts, written
 * by `pnpm gen:shared-exports`), with Module Federation's `treeShaking`: react-router is
 * otherwise bundled whole (with its server rendering) because no build can know what
 * another app uses. With one list for every app, each builds the same trimmed copy and any of
 * them can serve the others; a remote built later that needs more refuses to start until the
 * shell is shipped with the longer list (@phrasebook/platform's federation/shared-needs-plugin.ts).
 */
export const trimmedPackages = ['react-router'] as const;

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
  // Its store of toasts; it draws with the Mantine parts below.
  '@mantine/notifications': '^9.0.0',
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
 * @mantine/core is shared as parts (mantine-parts/), so a page loads the parts it draws.
 * @mantine/hooks is not shared: it holds no context and no module state, so each app bundles
 * the hooks it imports.
 * @phrasebook/domain is not shared: it holds no state, so each app bundles just the rules it
 * uses, and zod and ts-fsrs load with the screens that validate or schedule instead of with
 * every page (docs/performance.md).
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
  ...mantinePartsShared(),
};
