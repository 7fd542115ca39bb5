// The build configuration every app's rsbuild.config.ts imports (Node only). What reaches a
// browser is the data in ./remotes.ts (the shell's areas) and @phrasebook/platform's federation
// runtime plugins, which the apps' builds bundle by path (federation-options.ts).
export { devRemotes, devRuntimeConfig, serveDevRuntimeFiles } from './dev-runtime.ts';
export {
  commonFederationOptions,
  remoteEntryPath,
  remoteFederationOptions,
  routesExpose,
  shellFederationExperiments,
} from './federation-options.ts';
export { mantinePartsBuild } from './mantine-parts/build.ts';
export { esmFederationRuntimeAlias } from './esm-federation-runtime.ts';
export { cssModules, filenameHash } from './production.ts';
export { remoteRsbuildConfig } from './remote-rsbuild-config.ts';
export { shellApp } from './remotes.ts';
export { trimmedSharedExports } from './trimmed-shared-exports.ts';
export { deployRecordPlugin, SHARED_EXPORTS_FILE } from './shared-exports/deploy-records.ts';
export { serviceWorkerPlugin } from './service-worker-plugin.ts';
export { startPreloadPlugin } from './start-preload-plugin.ts';
export { startUpCacheGroups } from './start-up-chunks.ts';
export { inlineScriptPlugin } from './inline-script-plugin.ts';
