import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { remoteFederationOptions, remoteRsbuildConfig } from '@phrasebook/build-config';

export default defineConfig(
  remoteRsbuildConfig('mf_review', [
    pluginReact(),
    pluginModuleFederation(remoteFederationOptions('mf_review')),
  ]),
);
