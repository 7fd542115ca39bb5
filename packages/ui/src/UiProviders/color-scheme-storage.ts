import { localStorageColorSchemeManager } from '@mantine/core';

/** localStorage key holding the user's light / dark / system choice (docs/product.md §1: stored locally). */
export const COLOR_SCHEME_STORAGE_KEY = 'phrasebook-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
