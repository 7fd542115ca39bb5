// The languages-known list without Mantine or zod, for /signup and the profile.
export { errorsAfterLanguagesChange, type LanguageKnownDraft } from './languages-known-errors.ts';
export { languageChoices, levelOptions } from './languages-known-choices.ts';
export {
  LanguagesKnownRows,
  type LanguageList,
  type LanguagesKnownRowsProps,
} from './LanguagesKnownRows.tsx';
export { languagesKnownBinding } from './languages-known-binding.ts';
