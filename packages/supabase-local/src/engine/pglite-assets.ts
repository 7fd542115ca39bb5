import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface PgliteAssets {
  wasmModule?: WebAssembly.Module;
  fsBundle?: Blob;
}

let assets: Promise<PgliteAssets> | null = null;

/**
 * PGlite's WebAssembly, compiled once per process and handed to every worker (a compiled
 * module crosses threads), and its file-system bundle: a new worker then starts in a
 * fraction of the time it takes to load them itself.
 */
export function pgliteAssets(): Promise<PgliteAssets> {
  assets ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    try {
      const [wasm, data] = await Promise.all([
        readFile(path.join(dist, 'pglite.wasm')),
        readFile(path.join(dist, 'pglite.data')),
      ]);
      return {
        wasmModule: await WebAssembly.compile(new Uint8Array(wasm)),
        fsBundle: new Blob([new Uint8Array(data)]),
      };
    } catch {
      // Another PGlite layout: each worker loads its own.
      return {};
    }
  })();
  return assets;
}
