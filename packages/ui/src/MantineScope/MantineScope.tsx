import { createContext, lazy, Suspense, useContext, type ReactNode } from 'react';

const MantineRuntime = lazy(() => import('./mantine-runtime.tsx'));
const InsideScope = createContext(false);

export interface MantineScopeProps {
  children: ReactNode;
}

/**
 * For what only Mantine's runtime draws (the toasts, or a Mantine component @phrasebook/ui does
 * not offer): renders `children` inside Mantine's provider, loading it with the first scope on
 * the page. Everything else draws without it (the primitives), so no page waits for Mantine
 * to paint. Scopes inside scopes share the outer provider.
 */
export function MantineScope({ children }: MantineScopeProps) {
  if (useContext(InsideScope)) return children;
  return (
    <Suspense fallback={null}>
      <MantineRuntime>
        <InsideScope.Provider value>{children}</InsideScope.Provider>
      </MantineRuntime>
    </Suspense>
  );
}
MantineScope.displayName = 'MantineScope';
