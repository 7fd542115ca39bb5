import type { Page } from '@playwright/test';

/** One registered version of a shared package, as one federation instance lists it. */
export interface SharedPackageState {
  name: string;
  /** The app whose copy it is. */
  from: string;
  /** Its whole copy is loaded. */
  loaded: boolean;
  /** Tree-shaken in production builds (react-router). */
  trimmed: boolean;
  /** Its trimmed copy is loaded. */
  trimmedLoaded: boolean;
}

/** Every shared package in the page's share scopes (`__FEDERATION__.__SHARE__`). */
export function sharedPackageStates(page: Page): Promise<SharedPackageState[]> {
  return page.evaluate(() => {
    type Info = {
      from: string;
      loaded?: boolean;
      treeShaking?: { mode?: string; loaded?: boolean };
    };
    const share = (
      window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } }
    ).__FEDERATION__?.__SHARE__;
    const states: SharedPackageState[] = [];
    for (const scopes of Object.values(share ?? {})) {
      for (const packages of Object.values(
        scopes as Record<string, Record<string, Record<string, Info>>>,
      )) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const { from, loaded, treeShaking } of Object.values(versions)) {
            states.push({
              name,
              from,
              loaded: Boolean(loaded),
              trimmed: treeShaking?.mode === 'runtime-infer',
              trimmedLoaded: Boolean(treeShaking?.loaded),
            });
          }
        }
      }
    }
    return states;
  });
}

/** Shared packages loaded in either copy, by name. */
export async function loadedSharedPackages(page: Page): Promise<string[]> {
  const loaded = (await sharedPackageStates(page)).filter(
    (state) => state.loaded || state.trimmedLoaded,
  );
  return [...new Set(loaded.map((state) => state.name))].sort();
}

/** What a lean signed-out page (built without the app's providers) may load from the share scope. */
export const leanSharedPackages = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react/jsx-runtime',
];
