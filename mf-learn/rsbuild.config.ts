import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions, remoteRsbuildConfig } from '../mf-shared.ts';

export default defineConfig(
  remoteRsbuildConfig('mf_learn', 'Learning', [
    pluginReact(),
    pluginModuleFederation(remoteFederationOptions('mf_learn')),
  ]),
);
