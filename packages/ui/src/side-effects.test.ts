import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const packageDir = path.resolve(import.meta.dirname, '..');
const { sideEffects } = JSON.parse(
  fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
) as { sideEffects: string[] };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// package.json "sideEffects" lets pages drop the kit pieces they do not use; a module imported
// only for what it does (styles, theme variables) must be listed, or production builds drop
// it and the screens render unstyled.
it('lists every module of the package that is imported for its side effects', () => {
  const imported = sourceFiles(path.join(packageDir, 'src')).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/^import '(\.{1,2}\/[^']+\.tsx?)';$/gm)].map(
      ([, specifier]) =>
        `./${path.relative(packageDir, path.resolve(path.dirname(file), specifier!))}`,
    ),
  );
  expect(imported.length).toBeGreaterThan(0);
  expect([...new Set(imported)].filter((file) => !sideEffects.includes(file))).toEqual([]);
});
