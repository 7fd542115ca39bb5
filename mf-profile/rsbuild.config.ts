import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { devRuntimeConfig, remoteDevPorts, remoteFederationOptions } from '../mf-shared.ts';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(remoteFederationOptions('mf_profile'))],
  source: {
    entry: { index: './src/index.ts' },
    // Always defined (empty when unset) so the bundle never reads a missing `process`.
    define: {
      'process.env.PUBLIC_BUILD_LABEL': JSON.stringify(process.env.PUBLIC_BUILD_LABEL ?? ''),
    },
  },
  output: {
    // Without 'auto' the manifest's publicPath is '/', and a shell on another path or origin
    // would request this remote's chunks from itself (TOOLCHAIN.md §7.1).
    assetPrefix: 'auto',
    // Lets a test or a release job build into another folder without touching dist/.
    distPath: { root: process.env.PHRASEBOOK_DIST_DIR ?? 'dist' },
  },
  html: { title: 'Phrasebook · Profile (standalone)' },
  server: {
    port: Number(process.env.PORT ?? remoteDevPorts.mf_profile),
    historyApiFallback: true,
    // The shell's dev server fetches this remote's manifest and chunks cross-origin.
    cors: { origin: /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/ },
    setup: ({ server }) => {
      server.middlewares.use((req, res, next) => {
        // Dev-only runtime config for the standalone page, served from memory.
        const devConfig =
          req.url?.split('?')[0] === '/config.json' ? devRuntimeConfig() : undefined;
        if (!devConfig) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(devConfig);
      });
    },
  },
});
