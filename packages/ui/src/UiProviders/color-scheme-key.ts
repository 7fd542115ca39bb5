/**
 * localStorage key holding the user's light / dark / system choice (docs/product.md §1: stored
 * locally). Mantine-free, so the lean kit's switch writes the same key Mantine's manager reads.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'phrasebook-color-scheme';
