import { lazy, Suspense, useState, type ReactNode } from 'react';
import { hasStoredSession } from '@phrasebook/data/session-hint';
import { loadAppProviders } from '../../../app/startup/app-providers-store.ts';

/** Mantine screens: they render once the app's providers are in place. */
const SignedInCheck = lazy(() =>
  Promise.all([import('./signed-in-check.tsx'), loadAppProviders()]).then(([module]) => ({
    default: module.SignedInCheck,
  })),
);

export interface StoredSessionCheckProps {
  /** Where "Continue" leads a visitor who is signed in. */
  continueTo: string;
  /** The lean form a signed-out visitor sees. */
  children: ReactNode;
}

/**
 * The lean account forms (/login, /signup) as they are for a visitor with no stored session;
 * with one, the providers load to tell whether it still holds. Decided once: signing in or up
 * from the form stores a session too, and must not flip it.
 */
export function StoredSessionCheck({ continueTo, children }: StoredSessionCheckProps) {
  const [sessionStored] = useState(hasStoredSession);
  if (!sessionStored) return children;
  return (
    <Suspense fallback={null}>
      <SignedInCheck continueTo={continueTo}>{children}</SignedInCheck>
    </Suspense>
  );
}
