import { useEffect, useState } from 'react';
import { getSupabase } from '../client/supabase-client.ts';

/** What the auth server put in the URL fragment when it sent the user back to the app. */
export interface AuthRedirectResult {
  error: string | null;
  errorCode: string | null;
  errorDescription: string | null;
  /** An informational note, e.g. the first half of a two-address email change. */
  message: string | null;
}

/** Reads `#error=…&error_code=…&error_description=…&message=…` (docs/product.md §2 change-email-confirm). */
export function parseAuthRedirectHash(hash: string): AuthRedirectResult {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return {
    error: params.get('error'),
    errorCode: params.get('error_code'),
    errorDescription: params.get('error_description'),
    message: params.get('message'),
  };
}

export function hasAuthRedirectError(result: AuthRedirectResult): boolean {
  return Boolean(result.error || result.errorCode || result.errorDescription);
}

/**
 * The outcome of the link that opened this page, once supabase-js has started. A successful
 * fragment is consumed (and cleared) by supabase-js, which signs the user in; a failed one
 * stays in the address bar, so the fragment read before start-up tells the two apart.
 */
export async function readAuthRedirectResult(hash: string): Promise<AuthRedirectResult> {
  await getSupabase().auth.initialize();
  return parseAuthRedirectHash(hash);
}

/** {@link readAuthRedirectResult} for a screen: null until the client has started. */
export function useAuthRedirectResult(): AuthRedirectResult | null {
  const [hash] = useState(() => window.location.hash);
  const [result, setResult] = useState<AuthRedirectResult | null>(null);
  useEffect(() => {
    let active = true;
    void readAuthRedirectResult(hash).then((value) => {
      if (active) setResult(value);
    });
    return () => {
      active = false;
    };
  }, [hash]);
  return result;
}
