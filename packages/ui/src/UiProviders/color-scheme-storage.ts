import { localStorageColorSchemeManager } from '@mantine/core';

/** localStorage key holding the user's light / dark / system choice (SPEC §1: stored locally). */
export const COLOR_SCHEME_STORAGE_KEY = 'phrasebook-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
