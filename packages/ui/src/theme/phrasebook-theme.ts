import {
  Anchor,
  createTheme,
  darken,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorScheme,
  type VariantColorsResolver,
} from '@mantine/core';
import { deckColors } from './deck-colors.ts';
import { DEFAULT_COLOR_SCHEME as defaultScheme } from './theme-constants.ts';

export const DEFAULT_COLOR_SCHEME: MantineColorScheme = defaultScheme;

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

const PRIMARY = 'violet';

/**
 * Mantine names the primary colour in what it picks for a component given a variant ('light',
 * 'outline', 'subtle' …), so a deck's scope, which points the primary colour's variables at the
 * deck's hue (deckThemeVars), did not reach those: a review's 'Show translation' stayed violet
 * on a green deck. The same colours through the primary colour's variables, which are violet
 * outside a scope; 'outline' and 'outline-hover' among them are this theme's own (below).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  // Mantine's own resolver, by the theme that holds it: the start-up's part of Mantine has the
  // theme, not the helpers around it (docs/architecture.md, "Mantine on the page").
  const colors = DEFAULT_THEME.variantColorResolver(input);
  if (input.color !== PRIMARY) return colors;
  return JSON.parse(
    JSON.stringify(colors).replaceAll(
      `var(--mantine-color-${PRIMARY}-`,
      'var(--mantine-primary-color-',
    ),
  ) as typeof colors;
};

/**
 * The Phrasebook Mantine theme. System fonts only, so nothing is fetched at start-up; violet
 * primary to match the default deck hue (260); a `deck-<name>` colour per deck theme.
 */
export const phrasebookTheme = createTheme({
  primaryColor: PRIMARY,
  variantColorResolver,
  colors: deckColors(),
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  focusRing: 'auto',
  components: {
    // Links inside text must stand out by more than colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/**
 * Pass to every MantineProvider beside the theme. Mantine's default "dimmed" grey is below
 * the 4.5:1 contrast WCAG asks of body text on both schemes; one step stronger meets it.
 */
/**
 * Light-variant colours whose default text/background pairs fall below 4.5:1 in light mode,
 * among them every colour Avatar gives initials.
 */
const lightVariantColors = [
  'red',
  'teal',
  'blue',
  'green',
  'violet',
  'orange',
  'yellow',
  'cyan',
  'grape',
  'indigo',
  'lime',
  'pink',
];

// Shade 9 of these is still under 4.5:1 on their shade 0 (yellow's 2.8:1 titles a yellow
// alert); 30% darker, each passes.
const darkenedLightVariants = new Set(['yellow', 'orange', 'lime', 'green']);
const lightVariantText = (color: string, shade9 = '') =>
  darkenedLightVariants.has(color) && shade9 ? darken(shade9, 0.3) : shade9;

export const phrasebookCssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {
    // The focus ring's colour (focus-ring.module.css). Mantine rings in the primary fill, shade 8
    // in the dark scheme: about 2.4:1 on the dark body, under the 3:1 a focus indicator needs
    // (WCAG 1.4.11). The outline variant's colour is shade 4 there and the fill in the light one.
    '--mantine-primary-color-outline': `var(--mantine-color-${theme.primaryColor}-outline)`,
    '--mantine-primary-color-outline-hover': `var(--mantine-color-${theme.primaryColor}-outline-hover)`,
  },
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057',
    // Mantine's error red (red.6 on white) is about 3.5:1; red.9 passes WCAG AA.
    '--mantine-color-error': theme.colors.red[9] ?? '#c92a2a',
    ...Object.fromEntries(
      lightVariantColors.flatMap((color) => [
        [`--mantine-color-${color}-light-color`, lightVariantText(color, theme.colors[color]?.[9])],
        [`--mantine-color-${color}-light`, theme.colors[color]?.[0] ?? ''],
      ]),
    ),
  },
  dark: {
    '--mantine-color-dimmed': theme.colors.dark[1] ?? '#b8b8b8',
    // red.8 on the dark body is about 3.4:1; red.4 passes WCAG AA.
    '--mantine-color-error': theme.colors.red[4] ?? '#ff8787',
  },
});
