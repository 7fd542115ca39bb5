// Generator-side only (gen-lean-theme-css.ts and the drift test in src/lean): it pulls in
// @mantine/core, so it lives outside src/, where nothing an app bundles can import it.
import {
  convertCssVariables,
  deepMerge,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
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

/**
 * The CSS variables MantineProvider would inject for the Phrasebook theme, as static CSS:
 * shared ones on `:root`, per-scheme ones on `:root[data-mantine-color-scheme="dark|light"]`.
 * Unlike the provider it never drops Mantine's defaults, because lean pages do not load
 * Mantine's styles.css, which is where those defaults would otherwise come from.
 */
export function leanThemeCss(): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, phrasebookTheme);
  const merged = deepMerge(
    defaultCssVariablesResolver(theme),
    phrasebookCssVariablesResolver(theme),
  );
  return convertCssVariables(merged, ':root');
}

/**
 * The full text of theme-variables.css: a header and leanThemeCss(), formatted with the
 * repository's Prettier settings so `prettier --check` accepts the generated file as is.
 */
export async function leanThemeCssFile(): Promise<string> {
  const header = [
    '/*',
    ' * GENERATED - do not edit. The Phrasebook theme (packages/ui/src/theme) as static CSS',
    ' * variables for pages that do not load Mantine; source: scripts/lean-theme-css.ts.',
    ' * Regenerate: pnpm --filter @phrasebook/ui gen:lean-css',
    ' */',
  ].join('\n');
  const options = await resolveConfig(LEAN_THEME_CSS_FILE);
  return format(`${header}\n${leanThemeCss()}`, { ...options, parser: 'css' });
}
