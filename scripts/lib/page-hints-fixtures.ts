import type { RemoteArea } from './page-hints.mjs';

/** Three areas as app-registry.json orders them (most specific first), for the page-hint tests. */
export const areas: RemoteArea[] = [
  { name: 'mf_review', paths: [{ pattern: 'learn/:lang/review/*', group: 'signed-in' }] },
  { name: 'mf_learn', paths: [{ pattern: 'learn/*', group: 'signed-in' }] },
  {
    name: 'mf_friends',
    paths: [
      { pattern: 'friends/*', group: 'signed-in' },
      { pattern: 'find-a-friend/*', group: 'signed-out' },
    ],
  },
];

/** A config.json whose key would close a <script> if written into the page unescaped. */
export const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'key</script>' };
