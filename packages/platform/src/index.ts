// The remote contract (docs/architecture.md, "The platform"): what a remote's screens and its
// host agree on. Bundled into each app, not shared: it holds no state of its own, and what it
// reaches of the data layer it imports from the shared `@phrasebook/data` by name.
// defineRemoteRoutes is `./remote-routes` (a remote's `./routes` loads it without the data
// layer), the standalone page `./standalone`, the test globals also `./test-globals` (the
// shell's start-up imports them before any shared package), the federation runtime plugins
// `./federation/*`.
export type {
  RemoteRouteHandle,
  RemoteRoutes,
  RemoteRoutesContext,
  RemoteRoutesFactory,
  RemoteRoutesModule,
} from './remotes/remote-contract.ts';
export {
  signedInLoader,
  type ScreenLoaderArgs,
  type ScreenModule,
} from './remotes/screen-module.ts';
export {
  registerTestGlobals,
  type PhrasebookTestGlobals,
  type TestGlobalInstances,
} from './remotes/test-globals.ts';
