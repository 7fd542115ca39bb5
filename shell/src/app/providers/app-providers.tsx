import type { ReactNode } from 'react';
import { DataProviders } from '@phrasebook/data';
import { UiProviders } from '@phrasebook/ui';

/** Providers the whole app renders in, once: remotes call hooks and never add their own. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <DataProviders>
      <UiProviders>{children}</UiProviders>
    </DataProviders>
  );
}
