import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions, remoteRsbuildConfig } from '@phrasebook/build-config';

export default defineConfig(
  mergeRsbuildConfig(
    remoteRsbuildConfig(
      'mf_learn',
      [pluginReact(), pluginModuleFederation(remoteFederationOptions('mf_learn'))],
      { workers: { 'schedule-optimiser': './src/decks/state/optimiser.worker.ts' } },
    ),
    {
      tools: {
        rspack: {
          module: {
            rules: [
              {
                // fsrs-browser's thread pool starts workers from this file; the optimiser runs
                // on one thread (src/decks/state/optimiser.worker.ts), so no worker chunk is
                // built for it (which would import the library again, in a loop of chunks).
                test: /wasm-bindgen-rayon-[\w]+[\\/]src[\\/]workerHelpers\.js$/,
                parser: { worker: false, url: false },
              },
            ],
          },
        },
      },
    },
  ),
);
