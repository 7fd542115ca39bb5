import { useSyncExternalStore } from 'react';
import type { Session, User } from '@supabase/supabase-js';
import { getSupabase } from '../client/supabase-client.ts';
import {
  keptCacheOf,
  restoredCacheOf,
  sessionKeptWhileOffline,
  sessionWhileOffline,
} from './offline-session.ts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
}

const loadingState: AuthState = { status: 'loading', session: null, user: null };
let state: AuthState = loadingState;
const listeners = new Set<() => void>();
let subscribed = false;

function setSession(session: Session | null): void {
  const next: AuthState = session
    ? { status: 'signed-in', session, user: session.user }
    : { status: 'signed-out', session: null, user: null };
  // Token refreshes hand us a new session object for the same user: keep the state identity
  // stable unless something a component reads actually changed.
  if (
    next.status === state.status &&
    next.session?.access_token === state.session?.access_token &&
    next.user?.id === state.user?.id
  ) {
    return;
  }
  keptCacheOf(state.user?.id, next.user?.id);
  state = next;
  for (const listener of listeners) listener();
}

/** Subscribes to Supabase auth changes exactly once for the whole app (all remotes share it). */
function ensureSubscribed(): void {
  if (subscribed) return;
  subscribed = true;
  const auth = getSupabase().auth;
  // INITIAL_SESSION arrives through onAuthStateChange too; getSession covers clients that
  // already emitted it before we subscribed.
  auth.onAuthStateChange((_event, session) => setSession(session));
  void auth
    .getSession()
    .then(async ({ data, error }) =>
      setSession(data.session ?? (await sessionKeptWhileOffline(error))),
    );
}

function subscribe(listener: () => void): () => void {
  ensureSubscribed();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): AuthState {
  return state;
}

/** The current auth session, kept in sync with sign-in, sign-out and token refreshes. */
export function useAuthSession(): AuthState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

async function sessionFromAuth(): Promise<Session | null> {
  const { data, error } = await getSupabase().auth.getSession();
  return data.session ?? (await sessionKeptWhileOffline(error));
}

/**
 * The session outside React, for who-is-signed-in questions (whether to load an area's code,
 * whose profile to ask for): does not wait for the kept query cache.
 */
export async function readSession(): Promise<Session | null> {
  ensureSubscribed();
  const session = (await sessionWhileOffline()) ?? (await sessionFromAuth());
  setSession(session);
  return session;
}

/**
 * The session for loaders and guards, which read the query cache: also waits for the user's
 * kept copy to fill it when there is one (docs/offline.md).
 */
export async function getCurrentSession(): Promise<Session | null> {
  const session = await readSession();
  if (session) await restoredCacheOf(session.user.id);
  return session;
}
