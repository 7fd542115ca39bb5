import { createRequire } from 'node:module';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  commonFederationOptions,
  cssModules,
  filenameHash,
  devRemotes,
  devRuntimeConfig,
  esmFederationRuntimeAlias,
  mantinePartsBuild,
  deployRecordPlugin,
  SHARED_EXPORTS_FILE,
  trimmedSharedExports,
  serveDevRuntimeFiles,
  serviceWorkerPlugin,
  shellApp,
  shellFederationExperiments,
  startPreloadPlugin,
  startUpCacheGroups,
  inlineScriptPlugin,
} from '@phrasebook/build-config';

const mantine = mantinePartsBuild();
const require = createRequire(import.meta.url);
/**
 * What only a signed-in page's start-up imports, by webpackChunkName: a signed-out page's form
 * loads 'data' too, and a remote's signed-out screen 'remote-area'.
 */
const signedInOnly = ['app-providers', 'signed-in-area'];

export default defineConfig({
  plugins: [
    pluginReact(),
    // Applies a stored light choice before the first paint, so it never flashes dark.
    inlineScriptPlugin({ file: './boot/color-scheme-boot.js', name: 'color-scheme-boot.js' }),
    inlineScriptPlugin({ file: './boot/page-loading-boot.js', name: 'page-loading-boot.js' }),
    // A returning learner's page drawn as they left it while the app starts (docs/offline.md).
    inlineScriptPlugin({
      file: './boot/kept-screen-styles-boot.js',
      name: 'kept-screen-styles-boot.js',
    }),
    inlineScriptPlugin({ file: './boot/kept-screen-boot.js', name: 'kept-screen-boot.js' }),
    // The start-up chunks download beside the entry, not after it (docs/performance.md).
    startPreloadPlugin({
      everyPage: ['bootstrap'],
      signedIn: ['data', 'remote-area', ...signedInOnly],
    }),
    // What the shell's trimmed shared copies keep, for scripts/check-deploy.mjs.
    deployRecordPlugin(SHARED_EXPORTS_FILE, () => trimmedSharedExports),
    // The offline app: sw.js with this build's files to precache (docs/offline.md).
    serviceWorkerPlugin({
      entry: './src/service-worker/sw.ts',
      precache: [
        'index.html',
        'favicon.svg',
        'manifest.webmanifest',
        // What the shell shares: the worker leaves the remotes' own copies of those behind.
        'mf-manifest.json',
        'icons/*',
        'static/**/*.{js,css}',
      ],
    }),
    pluginModuleFederation({
      name: shellApp.name,
      // Remote locations are registered at run time from remotes.json (registerRemotes).
      remotes: {},
      ...commonFederationOptions,
      // Remotes take the federation runtime from the page (remoteFederationOptions).
      experiments: shellFederationExperiments,
      // The default 'version-first' loads every remote entry at start-up, so one dead remote
      // would stall the whole shell.
      shareStrategy: 'loaded-first',
    }),
  ],
  source: { entry: { index: './src/index.ts' }, ...mantine.source },
  resolve: { alias: { ...esmFederationRuntimeAlias(), ...mantine.alias } },
  html: {
    title: 'Phrasebook',
    meta: {
      description: 'Learn languages with friends: flashcard decks with spaced repetition.',
      'theme-color': '#242424',
    },
    // lang, icons, the manifest and the colour-scheme boot script live in the template.
    template: './index.html',
  },
  server: {
    port: Number(process.env.PORT ?? shellApp.devPort),
    historyApiFallback: true,
    // In dev, config.json and remotes.json come from scripts/dev.mjs through environment
    // variables and are served from memory.
    setup: serveDevRuntimeFiles({ '/config.json': devRuntimeConfig, '/remotes.json': devRemotes }),
  },
  output: {
    // Elsewhere than dist/ for a second build beside the first (the e2e tests of a deploy).
    distPath: { root: process.env.PHRASEBOOK_DIST_DIR ?? 'dist' },
    sourceMap: process.env.PHRASEBOOK_SOURCE_MAPS ? { js: 'source-map' } : undefined,
    cssModules,
    filenameHash,
  },
  // The start-up in a few files rather than one per shared package (start-up-chunks.ts).
  splitChunks: {
    cacheGroups: startUpCacheGroups({
      everyPagePackages: [
        'react',
        'react-dom',
        'scheduler',
        'react-router',
        'cookie',
        'set-cookie-parser',
      ],
      // Not what loads later: the realtime and storage clients, the kept copy's store.
      signedInPackages: [
        '@tanstack/query-core',
        '@tanstack/react-query',
        'jotai',
        '@supabase/supabase-js',
        '@supabase/auth-js',
        '@supabase/postgrest-js',
        '@supabase/functions-js',
      ],
      signedInChunks: signedInOnly,
      signedInSharedFiles: [mantine.partFile('core'), require.resolve('@phrasebook/ui')],
    }),
  },
});
