import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthSession } from '@phrasebook/data';
import { loginRedirectPath } from './login-redirect.ts';

/**
 * Keeps the signed-in area honest between navigations: if the session ends while a screen is
 * open (sign-out in another tab, refresh token revoked), leave for /login right away.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { status } = useAuthSession();
  const location = useLocation();
  if (status === 'signed-out') return <Navigate to={loginRedirectPath(location)} replace />;
  return children;
}
