import { shownLazily } from '../lazy/shown-lazily.tsx';

/**
 * The not-found panel, loaded when first shown: this package loads with every signed-in page,
 * and the panel would bring the language names and the domain's messages with it (docs/performance.md).
 */
export const LanguageCodePanel = shownLazily(
  () => import('./LanguageCodePanel.tsx').then((module) => module.LanguageCodePanel),
  'LanguageCodePanel',
);
