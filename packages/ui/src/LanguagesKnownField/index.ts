export { LanguagesKnownField, type LanguagesKnownFieldProps } from './LanguagesKnownField.tsx';
export { errorsAfterLanguagesChange, type LanguageKnownDraft } from './languages-known-errors.ts';
export { languagesKnownInputProps } from './languages-known-form.ts';
