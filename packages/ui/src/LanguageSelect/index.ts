export { LanguageSelect, type LanguageSelectProps } from './LanguageSelect.tsx';
