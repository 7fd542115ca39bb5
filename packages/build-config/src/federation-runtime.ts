import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EnvironmentConfig, HtmlTag, Rspack } from '@rsbuild/core';
import {
  providedRuntimeGlobal,
  providedRuntimePackages,
} from './runtime/provided-runtime-global.ts';

/**
 * One federation runtime per page (README, "What the first load costs"). Module Federation
 * bundles its runtime into every app: 33 kB gzip in the shell and again in each remote's
 * remoteEntry.js. In production builds:
 *
 * - every app builds the runtime from its ES module files, which tree-shake (the CommonJS
 *   files the bundler picks by default do not: the shell's copy is 5 kB smaller);
 * - the shell provides the runtime's stateless core (runtime-core, sdk, error-codes) on
 *   `globalThis` (runtime/provide-federation-runtime.ts) once a remote is about to load
 *   (runtime/enable-remote-loading.ts), and remotes take it from there
 *   instead of bundling it: a remote entry is 10 kB instead of 34. Each app keeps its own
 *   bundler runtime, which holds that app's state;
 * - a remote's standalone page, which has no shell, loads the same provider first
 *   (`federation-runtime.js`, built by its own environment).
 */

const providerFile = fileURLToPath(new URL('./runtime/standalone-provider.ts', import.meta.url));

/** The standalone page's copy of the provider, at the root of a remote's dist/. */
export const standaloneProviderScript = 'federation-runtime.js';

const cjsRuntimeFile =
  /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/;

function esmTwin(cjsFile: string): string {
  const esmFile = cjsFile.replace(/\.cjs$/, '.js');
  if (!existsSync(esmFile)) throw new Error(`No ES module build next to ${cjsFile}`);
  return esmFile;
}

/**
 * Points the federation runtime at its ES module files: the bundler runtime the entry imports
 * by path, and `@module-federation/runtime`, which the federation plugins alias to CommonJS
 * once all plugins are applied (hence the later stage).
 */
class EsmFederationRuntimePlugin {
  apply(compiler: Rspack.Compiler) {
    new compiler.rspack.NormalModuleReplacementPlugin(cjsRuntimeFile, (resource) => {
      resource.request = esmTwin(resource.request);
    }).apply(compiler);
    compiler.hooks.afterPlugins.tap(
      { name: 'phrasebook-esm-federation-runtime', stage: 100 },
      () => {
        const alias = { ...(compiler.options.resolve.alias as Record<string, string | false>) };
        const cjsRuntime = alias['@module-federation/runtime$'];
        if (typeof cjsRuntime !== 'string') {
          throw new Error('The federation plugin no longer aliases @module-federation/runtime$');
        }
        alias['@module-federation/runtime$'] = esmTwin(cjsRuntime);
        // Subpaths (/helpers) then resolve through the package's exports, to ES modules too.
        delete alias['@module-federation/runtime'];
        compiler.options.resolve.alias = alias;
      },
    );
  }
}

const runtimeFile = (file: string) => fileURLToPath(new URL(`./runtime/${file}`, import.meta.url));
const leftOutFile = runtimeFile('remote-loading-left-out.ts');
const sdkStartUpFile = runtimeFile('sdk-start-up.ts');
const federationFile = (pkg: string, files: string) =>
  new RegExp(String.raw`[\\/]@module-federation[\\/]${pkg}[\\/]dist[\\/](${files})\.js$`);

/** Imports in the runtime's own files that the shell's start-up answers differently. */
export const startUpImports: { issuer: RegExp; request: RegExp; answer: string }[] = [
  // Remote loading, left out: built with `disableRemote`, runtime-core never calls it.
  {
    issuer: federationFile('runtime-core', 'core|index'),
    request:
      /^\.\/(remote\/index|module\/index|plugins\/snapshot\/SnapshotHandler|plugins\/snapshot\/index|plugins\/generate-preload-assets)\.js$/,
    answer: leftOutFile,
  },
  // Loading a remote entry and the script and link tags it takes, which the entry files
  // re-export and `helpers` hands on: left out as well.
  {
    issuer: federationFile('runtime-core', String.raw`index|helpers|utils[\\/]index`),
    request: /^\.\/(utils\/)?(load|preload)\.js$/,
    answer: leftOutFile,
  },
  {
    issuer: federationFile('runtime-core', 'index'),
    request: /^@module-federation\/sdk$/,
    answer: leftOutFile,
  },
  // The sdk's entry would keep all of the sdk in the start-up chunk: the files read at start-up.
  {
    issuer: federationFile('runtime-core', String.raw`core|global|utils[\\/](logger|share|tool)`),
    request: /^@module-federation\/sdk$/,
    answer: sdkStartUpFile,
  },
  {
    issuer: federationFile('webpack-bundler-runtime', 'remotes'),
    request: /^@module-federation\/sdk$/,
    answer: sdkStartUpFile,
  },
];

/**
 * Keeps the runtime's remote loading out of the shell's start-up: built with `disableRemote`,
 * runtime-core never calls it, but its entry files still import it, which would keep it in the
 * start-up chunk once enable-remote-loading.ts imports it too. Those imports get
 * remote-loading-left-out.ts instead, and the runtime's imports of the sdk only the sdk's
 * files they use.
 */
class LeaveOutRemoteLoadingPlugin {
  apply(compiler: Rspack.Compiler) {
    new compiler.rspack.NormalModuleReplacementPlugin(
      /^(\.|@module-federation\/sdk$)/,
      (resource) => {
        const issuer = resource.contextInfo.issuer;
        const answer = startUpImports.find(
          (rule) => rule.issuer.test(issuer) && rule.request.test(resource.request),
        )?.answer;
        if (answer) resource.request = answer;
      },
    ).apply(compiler);
  }
}

/** A remote's imports of the runtime's core, answered by what the page provides. */
function providedRuntimeExternal(
  { request }: { request?: string },
  callback: (error?: Error, result?: string[], type?: 'global') => void,
): void {
  const name = providedRuntimePackages.find((pkg) => pkg === request);
  if (name) callback(undefined, [providedRuntimeGlobal, name], 'global');
  else callback();
}

/** `tools.rspack` of an app's production build: the shell provides, remotes consume. */
export function federationRuntimeRspack(role: 'shell' | 'remote') {
  return (config: Rspack.Configuration): Rspack.Configuration => {
    config.plugins = [...(config.plugins ?? []), new EsmFederationRuntimePlugin()];
    if (role === 'shell') config.plugins.push(new LeaveOutRemoteLoadingPlugin());
    if (role === 'remote') {
      const externals = config.externals;
      config.externals = [
        ...(Array.isArray(externals) ? externals : externals ? [externals] : []),
        providedRuntimeExternal,
      ];
    }
    return config;
  };
}

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
    web: {
      source: { entry },
      html: { tags: [providerTag] },
      tools: { rspack: federationRuntimeRspack('remote') },
    },
    'federation-runtime': {
      source: { entry: { 'federation-runtime': providerFile } },
      output: {
        filename: { js: '[name].js' },
        distPath: { js: '' },
        // The web environment owns (and cleans) the folder.
        cleanDistPath: false,
      },
      tools: { htmlPlugin: false },
      performance: { chunkSplit: { strategy: 'all-in-one' } },
    },
  };
}
