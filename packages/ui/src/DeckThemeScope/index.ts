export { DeckThemeScope, type DeckThemeScopeProps } from './DeckThemeScope.tsx';
