import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Every module specifier a source file imports or re-exports from. */
function specifiers(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(/(?:import|export)\s[^'";]*?from\s+'([^']+)'|import\s+'([^']+)'/g),
  ].map(([, from, bare]) => from ?? bare ?? '');
}

// The kit exists to keep Mantine and the data layer off the first load of /login: everything
// reachable from the entry may import only React, the icons, CSS and its own modules.
it('the @phrasebook/ui/lean entry reaches nothing but React, the icons and CSS', () => {
  const seen = new Set<string>();
  const outside: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of specifiers(file)) {
      if (specifier.startsWith('.')) {
        const target = join(dirname(file), specifier);
        if (!specifier.endsWith('.css')) visit(target);
      } else if (specifier !== 'react' && specifier !== '@tabler/icons-react') {
        outside.push(`${relative(here, file)}: ${specifier}`);
      }
    }
  };
  visit(join(here, 'index.ts'));
  expect(outside).toEqual([]);
  expect(seen.size).toBeGreaterThan(5);
});
