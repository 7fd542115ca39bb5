import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AuthStatus } from '@phrasebook/data';
import { hasStoredSession } from '@phrasebook/data/session-hint';
import { loadData } from '../../app/startup/load-data.ts';

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
 * Whether someone is signed in. The data layer (supabase-js) is loaded only when a session is
 * stored, so a browser visit of the landing page never downloads it; if it cannot load, the
 * visitor is treated as signed out and meets the log-in screen.
 */
async function sessionStatus(): Promise<AuthStatus> {
  if (!hasStoredSession()) return 'signed-out';
  try {
    const data = await loadData();
    return (await data.getCurrentSession()) ? 'signed-in' : 'signed-out';
  } catch {
    return 'signed-out';
  }
}

/**
 * Redirects an installed-app launch away from the landing page once the session is known.
 * Returns true while such a redirect is pending, so the page can avoid flashing marketing copy.
 */
export function useStandaloneLaunchRedirect(): boolean {
  const [standalone] = useState(isStandaloneLaunch);
  const navigate = useNavigate();
  useEffect(() => {
    if (!standalone) return;
    let current = true;
    void sessionStatus().then((status) => {
      const destination = standaloneDestination(status);
      if (current && destination) void navigate(destination, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [standalone, navigate]);
  return standalone;
}
