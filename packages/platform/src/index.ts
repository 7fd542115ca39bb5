// The remote contract (docs/architecture.md): bundled into each app, never shared; it reaches
// the data layer through the shared `@phrasebook/data` only. Subpaths: `./remote-routes`,
// `./standalone`, `./test-globals` (start-up code) and the runtime plugins `./federation/*`.
export type * from './remotes/remote-contract.ts';
export * from './remotes/screen-module.ts';
export * from './remotes/test-globals.ts';
