export { languageNames } from './language-names.ts';
export {
  isLanguageCode,
  languageName,
  languageOptions,
  suggestedLanguageCode,
  withArticle,
} from './language-lookup.ts';
export type { LanguageOption } from './language-lookup.ts';
export { htmlLang } from './html-lang.ts';
export { speechLanguageTag, voiceFor } from './speech-language.ts';
export { defaultTranslationLang, knownLanguageCodes } from './translation-language.ts';
export { foldAccents } from './fold-accents.ts';
