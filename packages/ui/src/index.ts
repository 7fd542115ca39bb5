// The design system's own composites and providers. Mantine's components are imported from
// @mantine/core itself (docs/architecture.md, "Components").
export { DEFAULT_COLOR_SCHEME, TOOLTIP_OPEN_DELAY_MS } from './theme/theme-constants.ts';
export * from './toast/index.ts';
export * from './PageContainer/index.ts';
export * from './PageHeader/index.ts';
export * from './ErrorPanel/index.ts';
export * from './UserAvatar/index.ts';
export * from './PhrasebookLogo/index.ts';
export * from './RelativeTime/index.ts';
export * from './Tooltip/index.ts';
export * from './Menu/index.ts';
export * from './Dialog/index.ts';
export { deckColorName, deckColors, deckThemeVars, huePalette } from './theme/deck-colors.ts';
export * from './FormErrorAlert/index.ts';
export * from './UiProviders/index.ts';
export * from './NewPasswordForm/index.ts';
export * from './LanguageCodePanel/index.ts';
export { focusableDisabled } from './focusable-disabled.ts';
export { useFocusBack } from './use-focus-back.ts';
