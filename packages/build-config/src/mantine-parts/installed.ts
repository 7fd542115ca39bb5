import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageJsonOf } from '../package-json.ts';
import { mantinePartOf, mantineParts, partNames, type MantinePartName } from './parts.ts';

const require = createRequire(import.meta.url);

/** Where the generated part modules live: packages/ui, which owns the design system. */
export const partsDir = fileURLToPath(new URL('../../../ui/src/mantine-parts/', import.meta.url));

export const partFile = (part: MantinePartName) => path.join(partsDir, `${part}.ts`);

/** The share key of a part: what the share scope calls it. */
export const partShareKey = (part: MantinePartName) => `@phrasebook/ui/mantine-${part}`;

/** The installed @mantine/core's version. */
export function mantineVersion(): string {
  return packageJsonOf(require.resolve('@mantine/core')).json.version as string;
}

/** Every value export of the installed @mantine/core, sorted. */
export function mantineExports(): string[] {
  return Object.keys(require('@mantine/core') as object).sort();
}

/**
 * The component styles @mantine/core publishes under `styles/` (their layered form is
 * `<name>.layer.css`), in the order of its whole `styles.css`: a component's rules follow those
 * of the components it builds on (Anchor's underline after Text's plain text), and within one
 * layer the later rule wins.
 */
function publishedStyles(): string[] {
  const wholeFile = require.resolve('@mantine/core/styles.css');
  const dir = path.join(path.dirname(wholeFile), 'styles');
  const whole = fs.readFileSync(wholeFile, 'utf8');
  const positionOf = (name: string) => {
    const start = fs.readFileSync(path.join(dir, `${name}.css`), 'utf8').slice(0, 200);
    const position = whole.indexOf(start);
    if (position < 0) throw new Error(`@mantine/core's styles.css does not hold ${name}.css`);
    return position;
  };
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.layer.css'.length))
    .sort((a, b) => positionOf(a) - positionOf(b));
}

const pageStyles = ['baseline', 'default-css-variables', 'global'];

/** Each part's exports and the styles it loads, from the installed @mantine/core. */
export function partContents(): Record<MantinePartName, { exports: string[]; styles: string[] }> {
  const published = publishedStyles();
  const exports = mantineExports();
  return Object.fromEntries(
    partNames.map((part) => {
      const extra: string[] = (mantineParts[part] as { styles?: string[] }).styles ?? [];
      const missing = extra.filter((style) => !published.includes(style));
      if (missing.length > 0)
        throw new Error(`@mantine/core publishes no styles ${missing.join(', ')}`);
      const own = (style: string) => !pageStyles.includes(style) && mantinePartOf(style) === part;
      const styles = published.filter((style) => extra.includes(style) || own(style));
      return [part, { exports: exports.filter((name) => mantinePartOf(name) === part), styles }];
    }),
  ) as Record<MantinePartName, { exports: string[]; styles: string[] }>;
}
