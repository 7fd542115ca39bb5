import '../UiProviders/mantine-styles.ts';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { resolveColorScheme, useColorSchemeChoice } from '../lean/color-scheme.ts';
import { phrasebookCssVariablesResolver, phrasebookTheme } from '../theme/phrasebook-theme.ts';
import { followWholeMantineRequests } from '../UiProviders/whole-mantine-styles.ts';

followWholeMantineRequests();

/**
 * Mantine's provider with the Phrasebook theme, in the scheme the user chose (the page's
 * `data-mantine-color-scheme`, kept by lean/color-scheme.ts), and the styles of the Mantine
 * components the shared copy holds. Loaded by MantineScope when something first needs it.
 */
export default function MantineRuntime({ children }: { children: ReactNode }) {
  const [choice] = useColorSchemeChoice();
  return (
    <MantineProvider
      theme={phrasebookTheme}
      cssVariablesResolver={phrasebookCssVariablesResolver}
      forceColorScheme={resolveColorScheme(choice)}
      deduplicateCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}
