/** docs/product.md §2: a signed-out visit goes to /login with the original address in redirectedFrom. */
export function loginRedirectPath(location: { pathname: string; search: string }): string {
  const params = new URLSearchParams({ redirectedFrom: location.pathname + location.search });
  return `/login?${params.toString()}`;
}

export const gettingStartedPath = '/getting-started';

/** True on /getting-started itself (with or without a trailing slash). */
export function isGettingStarted(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === gettingStartedPath;
}
