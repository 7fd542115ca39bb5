export { LanguageCodePanel, type LanguageCodePanelProps } from './LanguageCodePanel.tsx';
