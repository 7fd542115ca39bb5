/** The app opens dark until the user picks otherwise (docs/product.md §1). */
export const DEFAULT_COLOR_SCHEME = 'dark';

/** Hover intent before a tooltip appears, in ms (docs/product.md §9). */
export const TOOLTIP_OPEN_DELAY_MS = 700;
