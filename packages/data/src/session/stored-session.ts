import type { Session } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, storedItem } from './session-hint.ts';

/**
 * The session auth-js keeps in storage, as it stored it: who is signed in, read at once:
 * offline (offline-session.ts says when), and by the shell's kept screens. Not in session-hint.ts,
 * which every signed-out page loads.
 */
export function storedSession(): Session | null {
  try {
    const stored = JSON.parse(storedItem(AUTH_STORAGE_KEY) ?? 'null') as {
      user?: { id?: unknown };
    } | null;
    return typeof stored?.user?.id === 'string' ? (stored as Session) : null;
  } catch {
    return null;
  }
}
