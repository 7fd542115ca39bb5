export { UiProviders } from './UiProviders.tsx';
export { COLOR_SCHEME_STORAGE_KEY } from './color-scheme-key.ts';
export { standaloneUi } from './standalone-ui.tsx';
