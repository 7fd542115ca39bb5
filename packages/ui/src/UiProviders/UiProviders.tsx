import { useLayoutEffect, type ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { ToastOutlet } from '../toast/toast-outlet.tsx';
import { DEFAULT_COLOR_SCHEME, phrasebookCssVariablesResolver } from '../theme/phrasebook-theme.ts';
import { styledTheme } from '../theme/styled-theme.ts';
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme-key.ts';

// Mantine keeps the light / dark / system choice under the key the signed-out pages' switch and
// color-scheme-boot.js use, so the scheme is the same on every page (docs/product.md §1).
const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

/**
 * What the app renders in once (remotes never add their own; a remote's standalone dev page
 * renders its own): MantineProvider with the Phrasebook theme, dark until the user chooses
 * otherwise, the single toast outlet and the page's language.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  // Screen readers pick voice and pronunciation from it; the HTML template may not set it.
  useLayoutEffect(() => {
    if (!document.documentElement.lang) document.documentElement.lang = 'en';
  }, []);
  return (
    <MantineProvider
      theme={styledTheme}
      cssVariablesResolver={phrasebookCssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
    >
      <ToastOutlet />
      {children}
    </MantineProvider>
  );
}

UiProviders.displayName = 'UiProviders';
