/**
 * @phrasebook/data: what several apps need and nothing else (docs/architecture.md). It is a
 * shared singleton that ships with the shell, so it changes additively.
 */

// The client and the cache.
export {
  loadRuntimeConfig,
  setRuntimeConfig,
  getRuntimeConfig,
  parseRuntimeConfig,
  type RuntimeConfig,
} from './client/runtime-config.ts';
export { queryClient } from './client/query-client.ts';
export { currentQueryData } from './client/current-query-data.ts';
export { setErrorNotifier } from './client/error-notifier.ts';
export { getSupabase, type PhrasebookClient } from './client/supabase-client.ts';
export { appStore, DataProviders } from './client/data-providers.tsx';
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './database.types.ts';

// The session.
export {
  useAuthSession,
  getCurrentSession,
  readSession,
  type AuthState,
  type AuthStatus,
} from './session/auth-session.ts';
export { useSignedInUser, signedInUser } from './session/signed-in-user.ts';
export { useSignOutMutation } from './session/sign-out.ts';
export {
  useSessionWatch,
  verifySession,
  SESSION_CHECK_INTERVAL_MS,
} from './session/session-watch.ts';
export { safeRedirectPath } from './session/safe-redirect.ts';
export { KEPT_SCREENS_KEY } from './client/kept-cache-hint.ts';
export { storedSession } from './session/stored-session.ts';
export { storedAtom } from './client/stored-atom.ts';

// Query keys of every entity: the contract that lets one remote refresh what another shows.
export * from './query-keys.ts';

// The entities several apps read.
export type { UserProfile, PublicProfile } from './profile/profile-types.ts';
export { ownProfileQuery } from './profile/own-profile-query.ts';
export { avatarUrl } from './profile/avatar-url.ts';
export { deckSummaries, toDeckSummary, type DeckSummary } from './decks/deck-summary.ts';

// Chat: the unread count the shell's navigation shows.
export { unreadChatsQuery } from './chat/unread-chats-query.ts';
export { useUnreadChatsLive } from './chat/unread-chats-live.ts';
export { useUnreadChatTotal } from './chat/unread-chat-total.ts';

// Live views: the user's private channel and the catch-up on what it missed.
export { useLiveCatchUp, type LiveView } from './realtime/live-catch-up.ts';
export { mergeById } from './realtime/merge-by-id.ts';
export type { BroadcastRow, UserChannelEvent } from './realtime/user-channel.ts';

// Auth-server calls and answers that the shell and mf-profile both use.
export { toAuthFormError, type AuthFormError } from './auth/auth-error.ts';
export { useUpdatePasswordMutation } from './auth/update-password.ts';
export {
  parseAuthRedirectHash,
  hasAuthRedirectError,
  readAuthRedirectResult,
  useAuthRedirectResult,
  type AuthRedirectResult,
} from './auth/auth-redirect-result.ts';
export {
  destinationAfterOnboarding,
  gettingStartedPath,
  referrerUid,
} from './auth/onboarding-destination.ts';
export { appUrl } from './auth/app-url.ts';
export { browserTimeZone, sameZoneName } from './auth/browser-time-zone.ts';

// Errors.
export { logClientError, maskPasswords } from './errors/client-error-log.ts';
export { logUnexpected } from './errors/log-unexpected.ts';
