import { deckThemes, defaultDeckTheme } from '@phrasebook/domain';

/**
 * What the primitives need of the Phrasebook theme (theme/phrasebook-theme.ts) to resolve
 * props to CSS variables as Mantine does, without loading Mantine: the keys of its scales, its
 * breakpoints and the names of its colours. theme-values.test.ts holds them equal to the theme.
 */
export const sizeKeys = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type MantineSize = (typeof sizeKeys)[number];

/** min-width of each breakpoint, as Mantine's responsive props use them. */
export const breakpoints = {
  xs: '36em',
  sm: '48em',
  md: '62em',
  lg: '75em',
  xl: '88em',
} as const;
export type Breakpoint = keyof typeof breakpoints;

export const primaryColor = 'violet';

const mantinePalettes = [
  'dark',
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
];

/** Every colour of the theme: Mantine's palettes and a `deck-<name>` pair per deck theme. */
export const themeColors = new Set([
  ...mantinePalettes,
  ...[defaultDeckTheme, ...deckThemes].flatMap(({ name }) => [
    `deck-${name}`,
    `deck-${name}-accent`,
  ]),
]);

export const isSizeKey = (value: unknown): value is MantineSize =>
  typeof value === 'string' && (sizeKeys as readonly string[]).includes(value);
