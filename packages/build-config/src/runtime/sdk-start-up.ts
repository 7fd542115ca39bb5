/**
 * The federation sdk's files that the shell's start-up reads: its constants, environment
 * checks, name helpers and logger. The runtime's start-up files import these names from the
 * package's entry, which re-exports its script and link loaders and manifest reading as well,
 * and the bundler then keeps all of those in the start-up chunk (../federation-runtime.ts
 * points those imports here). The remote-loading files still import the whole sdk.
 */
export * from '../../node_modules/@module-federation/sdk/dist/constant.js';
export * from '../../node_modules/@module-federation/sdk/dist/env.js';
export * from '../../node_modules/@module-federation/sdk/dist/utils.js';
export * from '../../node_modules/@module-federation/sdk/dist/logger.js';
