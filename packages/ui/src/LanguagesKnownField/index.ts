export {
  errorsAfterLanguagesChange,
  LanguagesKnownField,
  type LanguageKnownDraft,
  type LanguagesKnownFieldProps,
} from './LanguagesKnownField.tsx';
export { languagesKnownInputProps } from './languages-known-form.ts';
