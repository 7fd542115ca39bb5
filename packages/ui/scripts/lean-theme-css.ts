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
