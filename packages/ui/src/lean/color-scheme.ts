import { useEffect, useState } from 'react';
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

function applyColorScheme(value: ColorSchemeValue): void {
  const resolved =
    value === 'auto' ? (window.matchMedia(darkQuery).matches ? 'dark' : 'light') : value;
  document.documentElement.setAttribute('data-mantine-color-scheme', resolved);
}

/**
 * The light / dark / system choice without Mantine: it stores the value under the key
 * Mantine's colour scheme manager reads, so a Mantine screen opened later agrees, and while
 * 'auto' is chosen it follows the operating system.
 */
export function useColorSchemeChoice(): [ColorSchemeValue, (value: ColorSchemeValue) => void] {
  const [value, setValue] = useState(storedColorScheme);
  useEffect(() => {
    applyColorScheme(value);
    if (value !== 'auto') return;
    const query = window.matchMedia(darkQuery);
    const follow = () => applyColorScheme('auto');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [value]);
  const choose = (next: ColorSchemeValue) => {
    try {
      window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, next);
    } catch {
      // Not stored, but still applied for this page.
    }
    setValue(next);
  };
  return [value, choose];
}
