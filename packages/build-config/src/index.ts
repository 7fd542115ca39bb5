// The build configuration every app's rsbuild.config.ts imports (Node only; the shell's
// bundle imports the data in ./remotes.ts and nothing else from this package).
export { devRemotes, devRuntimeConfig, serveDevRuntimeFiles } from './dev-runtime.ts';
export {
  commonFederationOptions,
  remoteFederationOptions,
  routesExpose,
} from './federation-options.ts';
export { cssModules } from './production.ts';
export { remoteApp, remoteRsbuildConfig } from './remote-rsbuild-config.ts';
export { remoteApps, shellApp, type RemoteApp, type RouteGroup } from './remotes.ts';
export { shared, trimmedPackages } from './shared.ts';
export { trimmedSharedExports } from './trimmed-shared-exports.ts';
