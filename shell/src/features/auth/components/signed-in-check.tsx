import { useState, type ReactNode } from 'react';
import { useAuthSession, type AuthStatus } from '@phrasebook/data';
import { AlreadySignedIn } from './already-signed-in.tsx';
import { SessionLoader } from './session-loader.tsx';

export interface SignedInCheckProps {
  /** Where "Continue" leads. */
  continueTo: string;
  /** What a signed-out visitor sees (the form). */
  children: ReactNode;
}

/**
 * For a visitor with a stored session: who they are and a way on, or `children` when the
 * stored session turned out to be over. Decided once, so signing in here does not flip it.
 */
export function SignedInCheck({ continueTo, children }: SignedInCheckProps) {
  const auth = useAuthSession();
  const [decided, setDecided] = useState<AuthStatus | null>(null);
  const status = decided ?? (auth.status === 'loading' ? null : auth.status);
  if (!decided && status) setDecided(status);
  if (!status) return <SessionLoader />;
  if (status === 'signed-out') return children;
  return <AlreadySignedIn email={auth.user?.email} continueTo={continueTo} />;
}
