/** Names of the deck colour themes, in the order decks cycle through them (docs/product.md §3). */
export const deckThemeNames = ['pink', 'red', 'gold', 'green', 'blue'] as const;
export type DeckThemeName = (typeof deckThemeNames)[number];

/**
 * A deck's colour theme as OKLCH hues in degrees: `hue` is the main colour,
 * `hueOff` a neighbour for gradients and hover states, `hueAccent` a contrasting
 * accent. The ui package turns these into CSS colours.
 */
export interface DeckTheme {
  name: DeckThemeName | 'default';
  hue: number;
  hueOff: number;
  hueAccent: number;
}

/** The theme used outside any deck (docs/product.md §3: default hues 260 / 220 / 160). */
export const defaultDeckTheme: DeckTheme = Object.freeze({
  name: 'default',
  hue: 260,
  hueOff: 220,
  hueAccent: 160,
});

/**
 * Our choice of hues per theme (the spec leaves them open): each `hueOff` sits
 * about 35° away from `hue` so gradients stay within one family, and each
 * accent is roughly opposite on the wheel so it reads clearly against the main colour.
 */
export const deckThemes: readonly DeckTheme[] = Object.freeze([
  { name: 'pink', hue: 350, hueOff: 315, hueAccent: 190 },
  { name: 'red', hue: 25, hueOff: 355, hueAccent: 200 },
  { name: 'gold', hue: 85, hueOff: 55, hueAccent: 265 },
  { name: 'green', hue: 150, hueOff: 185, hueAccent: 330 },
  { name: 'blue', hue: 250, hueOff: 215, hueAccent: 70 },
] satisfies DeckTheme[]);

/**
 * The theme for a deck: by its position among the user's decks (cycling through
 * the five themes, so the sixth deck is pink again), by theme name, or the
 * default theme when nothing usable is given.
 */
export function deckTheme(indexOrName: number | string | null | undefined): DeckTheme {
  if (typeof indexOrName === 'number') {
    if (!Number.isInteger(indexOrName)) return defaultDeckTheme;
    const count = deckThemes.length;
    return deckThemes[((indexOrName % count) + count) % count] ?? defaultDeckTheme;
  }
  return deckThemes.find((theme) => theme.name === indexOrName) ?? defaultDeckTheme;
}
