export {
  PhraseTranslationFields,
  type PhraseTranslationFieldsProps,
} from './PhraseTranslationFields.tsx';
