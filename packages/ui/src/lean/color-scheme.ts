import { useEffect, useSyncExternalStore } from 'react';
import { COLOR_SCHEME_STORAGE_KEY } from '../UiProviders/color-scheme-key.ts';

export type ColorSchemeValue = 'light' | 'dark' | 'auto';

const darkQuery = '(prefers-color-scheme: dark)';

/** The stored choice; dark when none (docs/product.md §1), as color-scheme-boot.js reads it. */
export function storedColorScheme(): ColorSchemeValue {
  try {
    const stored = window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark' || stored === 'auto') return stored;
  } catch {
    // Storage can be blocked (private modes); the default stands.
  }
  return 'dark';
}

/** The scheme a choice shows now: 'auto' is the operating system's. */
export const resolveColorScheme = (value: ColorSchemeValue): 'light' | 'dark' =>
  value === 'auto' ? (window.matchMedia(darkQuery).matches ? 'dark' : 'light') : value;

// One choice for the page, however many components read it: the stored one, or one that
// storage refused.
let unstored: ColorSchemeValue | undefined;
const listeners = new Set<() => void>();
const current = () => unstored ?? storedColorScheme();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function choose(next: ColorSchemeValue): void {
  try {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, next);
    unstored = undefined;
  } catch {
    // Not stored, but still applied for this page.
    unstored = next;
  }
  for (const listener of listeners) listener();
}

/**
 * The light / dark / system choice, without Mantine: stored under the key
 * color-scheme-boot.js reads, applied to the page as Mantine's `data-mantine-color-scheme`,
 * and while 'auto' is chosen it follows the operating system.
 */
export function useColorSchemeChoice(): [ColorSchemeValue, (value: ColorSchemeValue) => void] {
  const value = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    const apply = () =>
      document.documentElement.setAttribute('data-mantine-color-scheme', resolveColorScheme(value));
    apply();
    if (value !== 'auto') return;
    const query = window.matchMedia(darkQuery);
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [value]);
  return [value, choose];
}
