import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  provideFederationRuntime,
  providedFederationRuntime,
} from './provide-federation-runtime.ts';
import { providedRuntimeGlobal, providedRuntimePackages } from './provided-runtime-global.ts';

const require = createRequire(import.meta.url);

/** The ES module files of a package's dist/ folder, resolved from the federation runtime. */
function esmFiles(pkg: string, only?: string[]): string[] {
  const runtimeDir = path.dirname(require.resolve('@module-federation/runtime'));
  const requireFromRuntime = createRequire(path.join(runtimeDir, 'index.cjs'));
  const dir = path.dirname(requireFromRuntime.resolve(pkg));
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.js') && (!only || only.includes(file)))
    .map((file) => path.join(dir, file));
}

/** Every name those files import from the packages a remote takes from the page. */
function namesImported(files: string[]): Record<string, Set<string>> {
  const wanted: Record<string, Set<string>> = {};
  const statement = /(import|export)\s*(\*(?:\s+as\s+\w+)?|\{([^}]*)\})\s*from\s*"([^"]+)"/g;
  for (const file of files) {
    for (const [text, , what, names, source] of fs.readFileSync(file, 'utf8').matchAll(statement)) {
      if (!providedRuntimePackages.includes(source as never)) continue;
      if (what?.startsWith('*')) throw new Error(`${file} takes all of ${source}: ${text}`);
      const set = (wanted[source ?? ''] ??= new Set());
      for (const name of (names ?? '').split(',')) {
        const imported = name.trim().split(/\s+as\s+/)[0];
        if (imported) set.add(imported);
      }
    }
  }
  return wanted;
}

describe('the federation runtime the shell provides to remotes', () => {
  it('holds every name a remote’s bundler runtime imports from it', () => {
    // What a remote bundles itself: the bundler runtime and the runtime entry points it uses
    // ('@module-federation/runtime' and its '/helpers'; its '/core' takes everything and no
    // remote imports it).
    const files = [
      ...esmFiles('@module-federation/webpack-bundler-runtime'),
      ...esmFiles('@module-federation/runtime', ['index.js', 'helpers.js', 'utils.js']),
    ];
    const wanted = namesImported(files);
    expect(Object.keys(wanted).sort()).toEqual([...providedRuntimePackages].sort());
    for (const [pkg, names] of Object.entries(wanted)) {
      const provided = Object.keys(
        providedFederationRuntime[pkg as keyof typeof providedFederationRuntime],
      );
      expect(
        [...names].filter((name) => !provided.includes(name)),
        pkg,
      ).toEqual([]);
    }
  });

  it('is on globalThis as soon as the standalone provider is evaluated, and never replaced', async () => {
    const scope = globalThis as Record<string, unknown>;
    expect(scope[providedRuntimeGlobal]).toBeUndefined();
    await import('./standalone-provider.ts');
    expect(scope[providedRuntimeGlobal]).toBe(providedFederationRuntime);
    provideFederationRuntime({ ...providedFederationRuntime });
    expect(scope[providedRuntimeGlobal]).toBe(providedFederationRuntime);
    for (const pkg of providedRuntimePackages) {
      for (const [name, value] of Object.entries(providedFederationRuntime[pkg])) {
        expect(value, `${pkg} ${name}`).toBeDefined();
      }
    }
  });
});
