import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthSession, type AuthStatus } from '@phrasebook/data';

const STANDALONE_QUERY = '(display-mode: standalone)';

/** True when the app was opened from its installed icon rather than a browser tab. */
export function isStandaloneLaunch(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(STANDALONE_QUERY).matches
  );
}

/** docs/product.md §2: an installed app skips the landing page: to /learn when signed in, else /login. */
export function standaloneDestination(status: AuthStatus): '/learn' | '/login' | null {
  if (status === 'loading') return null;
  return status === 'signed-in' ? '/learn' : '/login';
}

/**
 * Redirects an installed-app launch away from the landing page once the session is known.
 * Returns true while such a redirect is pending, so the page can avoid flashing marketing copy.
 */
export function useStandaloneLaunchRedirect(): boolean {
  const [standalone] = useState(isStandaloneLaunch);
  const { status } = useAuthSession();
  const navigate = useNavigate();
  const destination = standalone ? standaloneDestination(status) : null;
  useEffect(() => {
    if (destination) void navigate(destination, { replace: true });
  }, [destination, navigate]);
  return standalone;
}
