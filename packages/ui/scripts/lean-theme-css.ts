// Generator-side only (gen-lean-theme-css.ts and the drift test in src/lean): it pulls in
// @mantine/core, so it lives outside src/, where nothing an app bundles can import it.
import {
  convertCssVariables,
  deepMerge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { phrasebookCssVariablesResolver, phrasebookTheme } from '../src/theme/phrasebook-theme.ts';

/** Where the generated stylesheet is checked in. A path, not a URL: Vite rewrites
 * `new URL(..., import.meta.url)` into an asset address under vitest's jsdom. */
export const LEAN_THEME_CSS_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/lean/theme-variables.css',
);

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Where the code of pages without Mantine lives: the kit, the languages-known rows of /signup,
 * and the shell, whose lean screens (login, landing, policies) style themselves with the
 * theme's variables.
 */
const LEAN_SOURCE_DIRS = [
  join(here, '../src/lean'),
  join(here, '../src/languages-known'),
  join(here, '../../../shell/src'),
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(css|tsx?)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => file !== LEAN_THEME_CSS_FILE);
}

/** Every `--mantine-*` variable the lean sources read with var(). */
export function leanVariablesUsed(): Set<string> {
  const used = new Set<string>();
  for (const file of LEAN_SOURCE_DIRS.flatMap(sourceFiles)) {
    for (const [, name = ''] of readFileSync(file, 'utf8').matchAll(/var\((--mantine-[\w-]+)/g)) {
      used.add(name);
    }
  }
  return used;
}

type Variables = Record<string, string>;

/** `used` plus every variable their values read, and theirs, until nothing new is found. */
function withReferences(used: Set<string>, sections: Variables[]): Set<string> {
  const kept = new Set(used);
  const queue = [...used];
  while (queue.length) {
    const name = queue.pop() ?? '';
    for (const section of sections) {
      for (const [, reference = ''] of (section[name] ?? '').matchAll(/var\((--[\w-]+)/g)) {
        if (!kept.has(reference)) {
          kept.add(reference);
          queue.push(reference);
        }
      }
    }
  }
  return kept;
}

const pick = (section: Variables, kept: Set<string>): Variables =>
  Object.fromEntries(Object.entries(section).filter(([name]) => kept.has(name)));

function themeVariableSections() {
  const theme = mergeMantineTheme(DEFAULT_THEME, phrasebookTheme);
  return {
    theme,
    merged: deepMerge(defaultCssVariablesResolver(theme), phrasebookCssVariablesResolver(theme)),
  };
}

/** `kept` of each section, as CSS on `:root` and per scheme. */
function variablesCss(kept: Set<string>): string {
  const { merged } = themeVariableSections();
  return convertCssVariables(
    {
      variables: pick(merged.variables, kept),
      dark: pick(merged.dark, kept),
      light: pick(merged.light, kept),
    },
    ':root',
  );
}

/** The lean pages' variables: what their sources read, and what those read. */
function leanKept(): Set<string> {
  const { merged } = themeVariableSections();
  return withReferences(leanVariablesUsed(), [merged.variables, merged.dark, merged.light]);
}

/**
 * The CSS variables MantineProvider would inject for the Phrasebook theme that the lean pages
 * read (directly or through another variable), as static CSS: shared ones on `:root`,
 * per-scheme ones on `:root[data-mantine-color-scheme="dark|light"]`. The others (most of
 * the palette, every component default) would only weigh on each lean page's first load.
 * Unlike the provider it never drops Mantine's defaults, because lean pages do not load
 * Mantine's styles.css, which is where those defaults would otherwise come from.
 */
export function leanThemeCss(): string {
  return variablesCss(leanKept());
}

const PRIMITIVE_STYLES_FILE = join(here, '../src/primitives/mantine-styles.ts');
const APP_SOURCE_DIRS = ['shell', 'mf-learn', 'mf-review', 'mf-friends', 'mf-profile'].map((app) =>
  join(here, '../../..', app, 'src'),
);

/** The variant variables Mantine's components read for a colour given as a prop. */
const colorVariants = [
  'filled',
  'filled-hover',
  'light',
  'light-hover',
  'light-color',
  'outline',
  'outline-hover',
  'text',
];

/**
 * Every `--mantine-*` variable the signed-in pages read: their sources and the stylesheets of
 * the Mantine components the primitives draw as (src/primitives/mantine-styles.ts), plus what
 * props name at run time: every theme colour's shades and variant variables (`color="red.8"`,
 * deckThemeVars), and every step of the theme's scales and headings (`gap="xs"`, `fz="h4"`).
 */
export function signedInVariablesUsed(): Set<string> {
  const { theme } = themeVariableSections();
  const stylesheets = [
    ...readFileSync(PRIMITIVE_STYLES_FILE, 'utf8').matchAll(
      /import '(@mantine\/core\/styles\/[\w.]+)'/g,
    ),
  ].map(([, request = '']) => require.resolve(request));
  const used = new Set<string>();
  for (const file of [
    ...stylesheets,
    ...[join(here, '../src'), ...APP_SOURCE_DIRS].flatMap(sourceFiles),
  ]) {
    if (file.endsWith('theme-variables.css')) continue;
    // A name followed by `$` is built in a template (`--mantine-spacing-${key}`): not a name.
    for (const [, name = ''] of readFileSync(file, 'utf8').matchAll(
      /var\((--mantine-[\w-]+)(?![\w$-])/g,
    ))
      used.add(name);
  }
  for (const color of Object.keys(theme.colors).filter((name) => !name.endsWith('-accent'))) {
    for (const variant of colorVariants) used.add(`--mantine-color-${color}-${variant}`);
    for (let shade = 0; shade < 10; shade++) used.add(`--mantine-color-${color}-${shade}`);
  }
  // What a size prop names: `gap="xs"`, `fz="h4"`, `radius="lg"`, `shadow="sm"`.
  for (const size of ['xs', 'sm', 'md', 'lg', 'xl']) {
    for (const scale of ['spacing', 'font-size', 'line-height', 'radius', 'shadow'])
      used.add(`--mantine-${scale}-${size}`);
  }
  for (let level = 1; level <= 6; level++) {
    for (const part of ['font-size', 'line-height', 'font-weight'])
      used.add(`--mantine-h${level}-${part}`);
  }
  return used;
}

/**
 * The variables the signed-in pages read beyond the lean pages' (theme-variables.css, which
 * they load too): with both, a page draws Mantine's components without MantineProvider.
 */
export function signedInThemeCss(): string {
  const { merged } = themeVariableSections();
  const lean = leanKept();
  const all = withReferences(signedInVariablesUsed(), [
    merged.variables,
    merged.dark,
    merged.light,
  ]);
  return variablesCss(new Set([...all].filter((name) => !lean.has(name))));
}

export const SIGNED_IN_THEME_CSS_FILE = join(here, '../src/primitives/theme-variables.css');

/**
 * The full text of theme-variables.css: a header and leanThemeCss(), formatted with the
 * repository's Prettier settings so `prettier --check` accepts the generated file as is.
 */
export async function leanThemeCssFile(): Promise<string> {
  return generatedCssFile(
    'for pages that do not load Mantine',
    leanThemeCss(),
    LEAN_THEME_CSS_FILE,
  );
}

/** The full text of primitives/theme-variables.css, as leanThemeCssFile() for the lean one. */
export async function signedInThemeCssFile(): Promise<string> {
  return generatedCssFile(
    'that signed-in pages read beyond src/lean/theme-variables.css',
    signedInThemeCss(),
    SIGNED_IN_THEME_CSS_FILE,
  );
}

async function generatedCssFile(purpose: string, css: string, file: string): Promise<string> {
  const header = [
    '/*',
    ' * GENERATED - do not edit. The Phrasebook theme (packages/ui/src/theme) as static CSS',
    ` * variables ${purpose}; source: scripts/lean-theme-css.ts.`,
    ' * Regenerate: pnpm --filter @phrasebook/ui gen:lean-css',
    ' */',
  ].join('\n');
  const options = await resolveConfig(file);
  return format(`${header}\n${css}`, { ...options, parser: 'css' });
}
