import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const scriptsDir = path.resolve(import.meta.dirname, '..');

/** Module names a file loads: static imports, and `require` or `createRequire(…)` calls. */
function loadedNames(text: string): string[] {
  const statics = [...text.matchAll(/^import\s[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
  const required = [...text.matchAll(/(?:require|createRequire\([^)]*\))\(\s*'([^']+)'/g)].map(
    (m) => m[1]!,
  );
  return [...statics, ...required];
}

/** Every module `entry` loads on start, with the names each one loads. */
function importGraph(entry: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(entry)) return seen;
  const text = fs.readFileSync(entry, 'utf8');
  const specifiers = loadedNames(text);
  seen.set(entry, specifiers);
  for (const specifier of specifiers.filter((s) => s.startsWith('.'))) {
    importGraph(path.resolve(path.dirname(entry), specifier), seen);
  }
  return seen;
}

it.each(['start.mjs', 'test.mjs'])(
  '%s runs on a fresh clone: before it installs anything, it imports only Node and its own files',
  (script) => {
    const packageImports = [...importGraph(path.join(scriptsDir, script))].flatMap(
      ([file, specifiers]) =>
        specifiers
          .filter((s) => !s.startsWith('.') && !s.startsWith('node:'))
          .map((s) => `${path.relative(scriptsDir, file)} imports ${s}`),
    );
    expect(packageImports).toEqual([]);
  },
);
