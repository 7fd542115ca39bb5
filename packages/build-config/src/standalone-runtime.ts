import type { EnvironmentConfig, HtmlTag } from '@rsbuild/core';
import { platformRuntimeFile } from './federation-options.ts';
import { oneFileEnvironment } from './worker-environments.ts';

/**
 * A remote's production build takes the federation runtime from the page
 * (`experiments.externalRuntime`): the shell provides it (`provideExternalRuntime`), so a
 * remote's entry holds only its own bundler runtime and chunk map. Its standalone page, which
 * has no shell, loads `federation-runtime.js` (at the root of the remote's dist/) first: the
 * provider of @phrasebook/platform's federation/standalone-provider.ts, built alone, without
 * federation, by an environment of its own beside 'web', the remote's build.
 */
export function remoteEnvironments(
  entry: Record<string, string>,
): Record<string, EnvironmentConfig> {
  const providerTag: HtmlTag = {
    tag: 'script',
    attrs: { src: 'federation-runtime.js', defer: true },
    head: true,
    append: false,
    publicPath: false,
  };
  const provider = platformRuntimeFile('standalone-provider');
  return {
    web: { source: { entry }, html: { tags: [providerTag] } },
    'federation-runtime': oneFileEnvironment({ 'federation-runtime': provider }, ''),
  };
}
