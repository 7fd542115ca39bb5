import path from 'node:path';
import { rspack, type RsbuildPlugin } from '@rsbuild/core';
import { injectManifest } from 'workbox-build';
import { START_UP_FILES, type StartUpFiles } from './start-preload-plugin.ts';

interface ServiceWorkerOptions {
  /** The worker's source (TypeScript), which calls Workbox's `precacheAndRoute(self.__WB_MANIFEST)`. */
  entry: string;
  /** Files of the build to precache, as globs relative to its dist/. */
  precache: string[];
}

/**
 * Bundles the worker on its own: it runs in a service worker, outside the app's federation.
 * `START_UP_FILES` in its source becomes the build's start-up files (null when unknown).
 */
function bundleWorker(
  entry: string,
  outDir: string,
  startUpFiles: readonly string[] | null,
): Promise<string> {
  const compiler = rspack({
    mode: 'production',
    target: 'webworker',
    entry,
    output: { path: outDir, filename: 'sw.source.js', clean: true },
    resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [new rspack.DefinePlugin({ START_UP_FILES: JSON.stringify(startUpFiles) })],
    devtool: false,
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors())
        return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(path.join(outDir, 'sw.source.js'));
    });
  });
}

/**
 * The offline app shell (docs/offline.md): after a production build, writes `sw.js` into dist/,
 * the worker with the list of this build's files to precache, each with its revision, through
 * Workbox's injectManifest (the way Workbox documents for bundlers it has no plugin for). With
 * `startPreloadPlugin` in the same build, the worker also learns which of those files a page
 * loads before its first screen: a first install keeps only those (docs/offline.md).
 */
export function serviceWorkerPlugin({ entry, precache }: ServiceWorkerOptions): RsbuildPlugin {
  return {
    name: 'phrasebook-service-worker',
    setup(api) {
      api.onAfterBuild(async () => {
        if (api.context.action !== 'build') return;
        const { distPath, cachePath, rootPath } = api.context;
        const startUp = api.useExposed<StartUpFiles>(START_UP_FILES)?.files();
        const source = await bundleWorker(
          path.resolve(rootPath, entry),
          path.join(cachePath, 'service-worker'),
          startUp?.length ? startUp : null,
        );
        const { warnings } = await injectManifest({
          swSrc: source,
          swDest: path.join(distPath, 'sw.js'),
          globDirectory: distPath,
          globPatterns: precache,
          // Hashed names change with their content: no revision needed.
          dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\./,
        });
        for (const warning of warnings) console.warn(`[service worker] ${warning}`);
      });
    },
  };
}
