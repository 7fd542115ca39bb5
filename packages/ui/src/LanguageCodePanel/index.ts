export { LanguageCodePanel } from './lazy-language-code-panel.tsx';
export type { LanguageCodePanelProps } from './LanguageCodePanel.tsx';
