import './mantine-styles.ts';
import '@mantine/notifications/styles.css';
import { useLayoutEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import {
  DEFAULT_COLOR_SCHEME,
  phrasebookCssVariablesResolver,
  phrasebookTheme,
} from '../theme/phrasebook-theme.ts';
import { TOAST_LIMIT } from '../toast/index.ts';
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
    >
      <Notifications position="top-center" limit={TOAST_LIMIT} />
      {children}
    </MantineProvider>
  );
}

UiProviders.displayName = 'UiProviders';
