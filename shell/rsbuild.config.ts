import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import {
  commonFederationOptions,
  cssModules,
  devRemotes,
  devRuntimeConfig,
  shellDevPort,
} from '../mf-shared.ts';

/**
 * In dev, config.json and remotes.json come from scripts/dev.mjs through these variables and
 * are served from memory, so nothing about backends or remote locations enters the build.
 */
const devRuntimeFiles: Record<string, () => string | undefined> = {
  '/config.json': devRuntimeConfig,
  '/remotes.json': devRemotes,
};

export default defineConfig({
  plugins: [
    pluginReact(),
    pluginModuleFederation({
      name: 'shell',
      // Remote locations are registered at run time from remotes.json (registerRemotes).
      remotes: {},
      ...commonFederationOptions,
      // The default 'version-first' loads every remote entry at start-up, so one dead remote
      // would stall the whole shell.
      shareStrategy: 'loaded-first',
    }),
  ],
  source: { entry: { index: './src/index.ts' } },
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
    port: Number(process.env.PORT ?? shellDevPort),
    historyApiFallback: true,
    setup: ({ server }) => {
      server.middlewares.use((req, res, next) => {
        const body = devRuntimeFiles[req.url?.split('?')[0] ?? '']?.();
        if (!body) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(body);
      });
    },
  },
  output: { cssModules },
  performance: {
    chunkSplit: { strategy: 'split-by-experience' },
  },
});
