// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import { setRuntimeConfig } from './runtime-config.ts';
import { getSupabase } from './supabase-client.ts';

const url = 'http://backend.test';
const anonKey = 'anon-key';

/** What a request carried that matters here: where it went and the two auth headers. */
interface Sent {
  path: string;
  apikey: string | null;
  authorization: string | null;
}

let sent: Sent[] = [];
let issued = 0;

/** A session that expires `inSeconds` from now, with access token A<n>. */
function session(inSeconds: number) {
  issued += 1;
  return {
    access_token: `A${issued}`,
    refresh_token: `R${issued}`,
    token_type: 'bearer',
    expires_in: inSeconds,
    expires_at: Math.floor(Date.now() / 1000) + inSeconds,
    user: { id: '00000000-0000-0000-0000-000000000001', aud: 'authenticated', email: 'a@b.test' },
  };
}

/** The backend both clients talk to: the auth token endpoint and one REST table. */
function fakeBackend() {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    sent.push({
      path: `${pathname}${search.includes('grant_type') ? search : ''}`,
      apikey: request.headers.get('apikey'),
      authorization: request.headers.get('authorization'),
    });
    if (pathname === '/auth/v1/token') return Response.json(session(3600));
    return Response.json([]);
  };
}

/** Reads, signs in, reads, lets the session expire, reads: what each step sent. */
async function journey(
  client: Pick<ReturnType<typeof getSupabase>, 'auth' | 'from'>,
): Promise<Sent[][]> {
  const steps: Sent[][] = [];
  const step = async (action: () => PromiseLike<unknown>) => {
    sent = [];
    await action();
    steps.push(sent);
  };
  await step(() => client.from('language').select('lang'));
  await step(() => client.auth.signInWithPassword({ email: 'a@b.test', password: 'secret-pw' }));
  await step(() => client.from('language').select('lang'));
  // An hour later the session has expired: the next read refreshes it first.
  vi.setSystemTime(Date.now() + 3_600_000);
  await step(() => client.from('language').select('lang'));
  await client.auth.stopAutoRefresh();
  return steps;
}

const start = new Date('2026-11-27T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  localStorage.clear();
  issued = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it("sends the same keys and tokens as supabase-js's createClient, refreshing the same way", async () => {
  vi.stubGlobal('fetch', fakeBackend());
  const reference = createClient(url, anonKey, {
    auth: { storageKey: 'reference-client', autoRefreshToken: false },
  });
  const expected = await journey(reference);

  vi.setSystemTime(start);
  localStorage.clear();
  issued = 0;
  setRuntimeConfig({ supabaseUrl: url, supabaseAnonKey: anonKey });
  const actual = await journey(getSupabase());

  expect(actual).toEqual(expected);
  // And what that is: the anon key before signing in, the user's token after, a new one once
  // the first has been refreshed.
  expect(actual[0]).toEqual([
    { path: '/rest/v1/language', apikey: anonKey, authorization: `Bearer ${anonKey}` },
  ]);
  expect(actual[2]).toEqual([
    { path: '/rest/v1/language', apikey: anonKey, authorization: 'Bearer A1' },
  ]);
  expect(actual[3]).toEqual([
    {
      path: '/auth/v1/token?grant_type=refresh_token',
      apikey: anonKey,
      authorization: `Bearer ${anonKey}`,
    },
    { path: '/rest/v1/language', apikey: anonKey, authorization: 'Bearer A2' },
  ]);
});
