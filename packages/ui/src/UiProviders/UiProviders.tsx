import { useLayoutEffect, type ReactNode } from 'react';
import { useColorSchemeChoice } from '../lean/color-scheme.ts';
import { ToastOutlet } from '../toast/toast-outlet.tsx';

/**
 * What the app renders in once (remotes never add their own; a remote's standalone dev page
 * renders its own): the single toast outlet, the page's language, and the colour scheme the
 * user chose (dark until they choose otherwise). No MantineProvider: the primitives draw
 * Mantine's components without one (README, "What the first load costs").
 */
export function UiProviders({ children }: { children: ReactNode }) {
  useColorSchemeChoice();
  // Screen readers pick voice and pronunciation from it; the HTML template may not set it.
  useLayoutEffect(() => {
    if (!document.documentElement.lang) document.documentElement.lang = 'en';
  }, []);
  return (
    <>
      <ToastOutlet />
      {children}
    </>
  );
}

UiProviders.displayName = 'UiProviders';
