/**
 * What can be known about the auth session without loading supabase-js: the signed-out
 * screens check this first, so a visitor with no stored session never downloads the client.
 * Kept free of imports so it can be bundled into the shell's first load on its own
 * (`@phrasebook/data/session-hint`).
 */

/** Where supabase-js keeps the session (localStorage); `getSupabase` passes it as storageKey. */
export const AUTH_STORAGE_KEY = 'phrasebook-auth-token';

/** A local-storage item, or null when absent or when storage is blocked. */
export function storedItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage blocked (private modes): supabase-js cannot persist a session there either.
    return null;
  }
}

/** True when a session is stored; it may still turn out expired or revoked. */
export function hasStoredSession(): boolean {
  return storedItem(AUTH_STORAGE_KEY) !== null;
}

/**
 * True when the address carries the result of an auth link (recovery, email change, sign-up
 * confirmation): supabase-js must read it before the router's first navigation.
 */
export function hasAuthLinkInUrl(location: Pick<Location, 'hash' | 'search'>): boolean {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const search = new URLSearchParams(location.search);
  return (
    hash.has('access_token') ||
    hash.has('error') ||
    hash.has('error_description') ||
    search.has('code') ||
    search.has('error_description')
  );
}

/** Whether the session may be signed in or about to be: only then is supabase-js needed early. */
export function sessionMayExist(location: Pick<Location, 'hash' | 'search'>): boolean {
  return hasStoredSession() || hasAuthLinkInUrl(location);
}
