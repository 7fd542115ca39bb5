import './mantine-styles.ts';
import { useLayoutEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import {
  DEFAULT_COLOR_SCHEME,
  phrasebookCssVariablesResolver,
  phrasebookTheme,
} from '../theme/phrasebook-theme.ts';
import { ToastOutlet } from '../toast/toast-outlet.tsx';
import { colorSchemeManager } from './color-scheme-storage.ts';
import { followWholeMantineRequests } from './whole-mantine-styles.ts';

followWholeMantineRequests();

/**
 * The app's one MantineProvider (remotes render inside the shell's and never add their own;
 * a remote's standalone dev page renders its own): the Phrasebook theme, dark until the
 * user chooses otherwise, and the single toast outlet.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  // Screen readers pick voice and pronunciation from it; the HTML template may not set it.
  useLayoutEffect(() => {
    if (!document.documentElement.lang) document.documentElement.lang = 'en';
  }, []);
  return (
    <MantineProvider
      theme={phrasebookTheme}
      cssVariablesResolver={phrasebookCssVariablesResolver}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      colorSchemeManager={colorSchemeManager}
      // Every theme variable, defaults too, so the page need not load Mantine's
      // default-css-variables.css (4 kB gzip; mantine-styles.ts).
      deduplicateCssVariables={false}
    >
      <ToastOutlet />
      {children}
    </MantineProvider>
  );
}

UiProviders.displayName = 'UiProviders';
