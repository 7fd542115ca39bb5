import { readFile } from 'node:fs/promises';
import { createElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { phrasebookCssVariablesResolver, phrasebookTheme } from '../theme/phrasebook-theme.ts';
import {
  LEAN_THEME_CSS_FILE,
  leanThemeCss,
  leanThemeCssFile,
  leanVariablesUsed,
} from '../../scripts/lean-theme-css.ts';

/** Read by Mantine's stylesheets with a fallback, and defined by no theme. */
const mantineLeavesUndefined = ['--mantine-text-wrap'];

/** Declarations per block (blocks of one selector merged), keyed by a quote-insensitive selector. */
function declarationsBySelector(css: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  for (const [, selector = '', body = ''] of css.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const key = selector.trim().replaceAll("'", '"');
    const declarations = blocks.get(key) ?? new Map<string, string>();
    for (const [, name = '', value = ''] of body.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
      declarations.set(name, value.trim());
    }
    blocks.set(key, declarations);
  }
  return blocks;
}

it('theme-variables.css is up to date with the theme', async () => {
  const checkedIn = await readFile(LEAN_THEME_CSS_FILE, 'utf8');
  expect(
    checkedIn === (await leanThemeCssFile()),
    'src/lean/theme-variables.css is stale: run `pnpm --filter @phrasebook/ui gen:lean-css`',
  ).toBe(true);
});

it.each([['lean pages', () => leanThemeCss(), leanVariablesUsed]])(
  'defines every theme variable the %s read, with the value MantineProvider gives it',
  (_pages, staticCss, variablesUsed) => {
    render(
      createElement(MantineProvider, {
        theme: phrasebookTheme,
        cssVariablesResolver: phrasebookCssVariablesResolver,
        env: 'test',
      }),
    );
    const injected = document.querySelector('style[data-mantine-styles]')?.textContent ?? '';
    const lean = declarationsBySelector(staticCss());
    const runtime = declarationsBySelector(injected);
    const sections = [
      [':root, :host', ':root'],
      [
        ':root[data-mantine-color-scheme="dark"], :host([data-mantine-color-scheme="dark"])',
        ':root[data-mantine-color-scheme="dark"]',
      ],
      [
        ':root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"])',
        ':root[data-mantine-color-scheme="light"]',
      ],
    ] as const;
    for (const [runtimeSelector, leanSelector] of sections) {
      const expected = runtime.get(runtimeSelector);
      expect(expected?.size, runtimeSelector).toBeGreaterThan(0);
      for (const [name, value] of lean.get(leanSelector) ?? []) {
        // Mantine's defaults the provider leaves to styles.css are not in `expected`.
        if (expected?.has(name)) expect(value, `${leanSelector} ${name}`).toBe(expected.get(name));
      }
    }
    const root = lean.get(':root');
    const [dark, light] = [sections[1][1], sections[2][1]].map((selector) => lean.get(selector));
    const undefinedHere = [...variablesUsed()].filter(
      (name) =>
        !mantineLeavesUndefined.includes(name) &&
        !root?.has(name) &&
        !(dark?.has(name) && light?.has(name)),
    );
    expect(undefinedHere, 'variables the lean sources read but the lean theme lacks').toEqual([]);
    expect(variablesUsed().size).toBeGreaterThan(40);
  },
);
