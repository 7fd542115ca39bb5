import type { CSSProperties } from 'react';
import type { MantineColorsTuple } from '@mantine/core';
import { deckThemes, defaultDeckTheme, type DeckTheme } from '@phrasebook/domain';
import { oklchToHex } from './oklch.ts';

// Ten steps from a pale tint (0) to a deep shade (9), as Mantine palettes expect. The chroma
// peaks in the middle, where colours are used as fills. Shade 6 fills buttons in the light
// scheme: at 0.54 white labels keep 4.5:1 on every hue (at 0.58 gold fell to 4.0).
const LIGHTNESS = [0.97, 0.93, 0.86, 0.79, 0.72, 0.65, 0.54, 0.49, 0.44, 0.37] as const;
const CHROMA = [0.03, 0.06, 0.1, 0.13, 0.15, 0.16, 0.16, 0.15, 0.13, 0.11] as const;

/** A Mantine palette for one OKLCH hue. */
export function huePalette(hue: number): MantineColorsTuple {
  return LIGHTNESS.map((lightness, index) =>
    oklchToHex(lightness, CHROMA[index] ?? 0.1, hue),
  ) as unknown as MantineColorsTuple;
}

/** The Mantine colour name of a deck theme's main hue, e.g. 'deck-pink'. */
export function deckColorName(theme: Pick<DeckTheme, 'name'>): string {
  return `deck-${theme.name}`;
}

/** Mantine colours for every deck theme: `deck-<name>` plus `deck-<name>-accent`. */
export function deckColors(): Record<string, MantineColorsTuple> {
  const colors: Record<string, MantineColorsTuple> = {};
  for (const theme of [defaultDeckTheme, ...deckThemes]) {
    colors[deckColorName(theme)] = huePalette(theme.hue);
    colors[`${deckColorName(theme)}-accent`] = huePalette(theme.hueAccent);
  }
  return colors;
}

const primaryVariables = [
  'filled',
  'filled-hover',
  'light',
  'light-hover',
  'light-color',
  'contrast',
  'outline',
  'outline-hover',
] as const;

/**
 * CSS variables that make everything inside an element take the deck's colours: Mantine's
 * primary colour becomes the deck colour, and `--deck-color`, `--deck-color-off` and
 * `--deck-accent` are there for custom CSS (e.g. gradients from hue to hueOff).
 */
export function deckThemeVars(theme: DeckTheme): CSSProperties {
  const name = deckColorName(theme);
  const vars: Record<string, string> = {
    '--deck-color': `oklch(0.65 0.16 ${theme.hue})`,
    '--deck-color-off': `oklch(0.65 0.16 ${theme.hueOff})`,
    '--deck-accent': `oklch(0.72 0.15 ${theme.hueAccent})`,
  };
  for (let shade = 0; shade < 10; shade++) {
    vars[`--mantine-primary-color-${shade}`] = `var(--mantine-color-${name}-${shade})`;
  }
  for (const variable of primaryVariables) {
    vars[`--mantine-primary-color-${variable}`] = `var(--mantine-color-${name}-${variable})`;
  }
  return vars as CSSProperties;
}
