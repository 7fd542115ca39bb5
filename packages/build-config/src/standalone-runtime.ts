import type { EnvironmentConfig, HtmlTag } from '@rsbuild/core';
import { platformRuntimeFile } from './federation-options.ts';
import { oneFileEnvironment } from './worker-environments.ts';

/**
 * A remote's production build takes the federation runtime from the page
 * (`experiments.externalRuntime`): the shell provides it (`provideExternalRuntime`), so a
 * remote's entry holds only its own bundler runtime and chunk map. Its standalone page, which
 * has no shell, loads `federation-runtime.js` first, built here by an environment of its own
 * (@phrasebook/platform's federation/standalone-provider.ts).
 */
const providerFile = platformRuntimeFile('standalone-provider');

/** The standalone page's copy of the provider, at the root of a remote's dist/. */
export const standaloneProviderScript = 'federation-runtime.js';

/**
 * A remote's production environments: 'web', its build (remote entry and standalone page,
 * loading the provider first), and one that builds the provider alone, without federation.
 */
export function remoteEnvironments(
  entry: Record<string, string>,
): Record<string, EnvironmentConfig> {
  const providerTag: HtmlTag = {
    tag: 'script',
    attrs: { src: standaloneProviderScript, defer: true },
    head: true,
    append: false,
    publicPath: false,
  };
  return {
    web: { source: { entry }, html: { tags: [providerTag] } },
    'federation-runtime': oneFileEnvironment({ 'federation-runtime': providerFile }, ''),
  };
}
