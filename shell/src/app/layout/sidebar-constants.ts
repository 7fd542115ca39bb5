/** docs/product.md §9 sidebar constants. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
/** Below this width the sidebar becomes a sheet. */
export const MOBILE_BREAKPOINT_PX = 768;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;
export const SIDEBAR_SHORTCUT = 'mod+B';
/**
 * The phone's top bar: its height, set on the document while the bar is shown so that what
 * floats over the page (the toasts, packages/ui/src/toast) can start below it.
 */
export const TOP_BAR_HEIGHT_PROPERTY = '--app-top-bar-height';
export const TOP_BAR_HEIGHT = '3.5rem';
