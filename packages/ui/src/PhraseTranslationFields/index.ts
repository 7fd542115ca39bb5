// Bundled by the apps that use them (`@phrasebook/ui/phrase-fields`), not shared: the fields of
// a phrase entry are built from the lean kit, whose styles need not ride on every page.
export {
  PhraseTranslationFields,
  type PhraseTranslationFieldsProps,
} from './PhraseTranslationFields.tsx';
export { LanguageSelect, type LanguageSelectProps } from '../LanguageSelect/LanguageSelect.tsx';
