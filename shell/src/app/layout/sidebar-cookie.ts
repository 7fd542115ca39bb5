import { SIDEBAR_COOKIE_MAX_AGE_S, SIDEBAR_COOKIE_NAME } from './sidebar-constants.ts';

/** Whether the sidebar was left expanded; expanded when nothing is remembered. */
export function readSidebarExpanded(cookies: string = document.cookie): boolean {
  const entry = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return entry ? entry.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false' : true;
}

/** Remembers the sidebar state for a week (docs/product.md §4, §9). */
export function writeSidebarExpanded(expanded: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
}
