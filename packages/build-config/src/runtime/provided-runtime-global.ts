/**
 * Where the shell puts the federation runtime's core for remotes (provide-federation-runtime.ts)
 * and which packages remotes take from there instead of bundling them
 * (../federation-runtime.ts). Plain data: the browser and the build both read it.
 */
export const providedRuntimeGlobal = '__PHRASEBOOK_FEDERATION_RUNTIME__';

export const providedRuntimePackages = [
  '@module-federation/runtime-core',
  '@module-federation/sdk',
  '@module-federation/error-codes',
] as const;
