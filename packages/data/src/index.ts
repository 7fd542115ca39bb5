export {
  loadRuntimeConfig,
  setRuntimeConfig,
  getRuntimeConfig,
  runtimeConfigSchema,
  type RuntimeConfig,
} from './runtime-config.ts';
export { queryClient } from './query-client.ts';
export { getSupabase } from './supabase-client.ts';
export {
  useAuthSession,
  getCurrentSession,
  type AuthState,
  type AuthStatus,
} from './auth-session.ts';
export { useSignOut } from './sign-out.ts';
export { avatarUrl } from './avatar-url.ts';
export { userScope, profileKeys } from './query-keys.ts';
export { ownProfileQuery } from './profile-queries.ts';
export { logClientError, maskPasswords } from './client-error-log.ts';
export type {
  RemoteRoutes,
  RemoteRoutesContext,
  RemoteRoutesFactory,
  RemoteRoutesModule,
} from './remote-contract.ts';
export { registerTestGlobals, type PhrasebookTestGlobals } from './test-globals.ts';
export * from './account/index.ts';
export { appStore, DataProviders } from './app-providers.tsx';
export { startStandalone } from './standalone.tsx';
