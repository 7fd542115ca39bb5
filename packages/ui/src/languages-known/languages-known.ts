// The languages-known list without Mantine or zod: what the lean /signup shares with
// LanguagesKnownField.
export { errorsAfterLanguagesChange, type LanguageKnownDraft } from './languages-known-errors.ts';
export { languageChoices, levelOptions } from './languages-known-choices.ts';
