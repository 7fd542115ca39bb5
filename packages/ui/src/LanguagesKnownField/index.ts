export {
  errorsAfterLanguagesChange,
  LanguagesKnownField,
  type LanguageKnownDraft,
  type LanguagesKnownFieldProps,
} from './LanguagesKnownField.tsx';
