export { deckTheme, deckThemeNames, deckThemes, defaultDeckTheme } from './deck-themes.ts';
export type { DeckTheme, DeckThemeName } from './deck-themes.ts';
