import type { ReactNode } from 'react';
import { DataProviders, setErrorNotifier } from '@phrasebook/data';
import { toast, UiProviders } from '@phrasebook/ui';

// Failures the data layer reports (a mutation's `errorToast`) show as the app's toasts.
setErrorNotifier((message) => toast.error(message));

/** Providers the whole app renders in, once: remotes call hooks and never add their own. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <DataProviders>
      <UiProviders>{children}</UiProviders>
    </DataProviders>
  );
}
