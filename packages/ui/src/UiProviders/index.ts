export { UiProviders } from './UiProviders.tsx';
export { COLOR_SCHEME_STORAGE_KEY, colorSchemeManager } from './color-scheme-storage.ts';
export { standaloneUi } from './standalone-ui.tsx';
