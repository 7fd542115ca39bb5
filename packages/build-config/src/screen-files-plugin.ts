import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { routesExpose } from './federation-options.ts';
import { screenRoutesOf, type ScreenRouteSource } from './screen-routes.ts';

/**
 * One way into a screen: the full path pattern the router matches (react-router's syntax, from
 * the root) and the scripts and styles of every screen on that way, the layouts first, as
 * paths relative to the remote's manifest.
 */
export interface ScreenFiles {
  pattern: string;
  files: string[];
}

const joined = (parent: string, route: ScreenRouteSource) =>
  route.index || !route.path ? parent : [parent, route.path].filter(Boolean).join('/');

/** Every route's way, children before their parent, as the router prefers an index route. */
export function screenWays(
  routes: ScreenRouteSource[],
  filesOf: (screen: string) => string[],
  parent = '',
  above: string[] = [],
): ScreenFiles[] {
  return routes.flatMap((route) => {
    const pattern = joined(parent, route);
    // A layout and its index screen may share a chunk (a webpackChunkName): each file once.
    const files = [...new Set([...above, ...(route.screen ? filesOf(route.screen) : [])])];
    return [
      ...screenWays(route.children, filesOf, pattern, files),
      ...(route.screen ? [{ pattern, files }] : []),
    ];
  });
}

/**
 * Writes screen-files.json beside the manifest (scripts/lib/page-hints.mjs reads it by this
 * name): for each screen of the remote's `./routes`, the chunk files the screen's `import()`
 * loads (docs/performance.md, "Round trips"). The page hints preload those of the opened page
 * from index.html, so the screen's code downloads beside the start-up instead of after the
 * router has matched it.
 */
export function screenFilesPlugin(): RsbuildPlugin {
  return {
    name: 'phrasebook-screen-files',
    setup(api) {
      api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation, sources }) => {
        const routesFile = path.resolve(api.context.rootPath, routesExpose);
        const filesByRequest = new Map<string, string[]>();
        for (const group of compilation.chunkGroups) {
          for (const { module, request } of group.origins) {
            if (!request || module?.nameForCondition() !== routesFile) continue;
            filesByRequest.set(
              request,
              group.getFiles().filter((file) => /\.(js|css)$/.test(file)),
            );
          }
        }
        const routes = screenRoutesOf(fs.readFileSync(routesFile, 'utf8'));
        const ways = screenWays(routes, (screen) => filesByRequest.get(screen) ?? []);
        compilation.emitAsset(
          'screen-files.json',
          new sources.RawSource(`${JSON.stringify(ways, null, 2)}\n`),
        );
      });
    },
  };
}
