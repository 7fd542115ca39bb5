import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { createClient, type Session } from '@supabase/supabase-js';
import {
  chromiumArgs,
  launchChromium,
  launchChromiumForContexts,
} from '@phrasebook/testing/chromium';
import { AUTH_STORAGE_KEY } from '@phrasebook/data/session-hint';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// supabase-js builds its realtime client eagerly and Node 20 has no global WebSocket; borrow
// the backend package's `ws` (the root package does not depend on it).
const requireFromBackend = createRequire(
  fileURLToPath(new URL('../../packages/supabase-local/package.json', import.meta.url)),
);
export const nodeWebSocket = requireFromBackend('ws') as typeof WebSocket;

export { chromiumArgs, launchChromium };

export interface BackendInfo {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  username: string;
  session: Session;
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the specs through tests/e2e/playwright.config.ts`);
  return value;
}

export function backendInfo(): BackendInfo {
  return {
    url: requiredEnv('E2E_SUPABASE_URL'),
    anonKey: requiredEnv('E2E_SUPABASE_ANON_KEY'),
    serviceRoleKey: process.env.E2E_SUPABASE_SERVICE_ROLE_KEY ?? '',
  };
}

/**
 * Signs a new user up through the real supabase-js client. With `withProfile` (the default) it
 * also creates their user_profile row, so the signed-in guard lets them into the app.
 */
export async function createTestUser(options: { withProfile?: boolean } = {}): Promise<TestUser> {
  const backend = backendInfo();
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: nodeWebSocket },
  });
  const suffix = randomUUID().slice(0, 8);
  const email = `e2e-${suffix}@example.com`;
  const password = `pw-${randomUUID()}`;
  const username = `e2e_${suffix}`;
  const signUp = await client.auth.signUp({
    email,
    password,
    options: { data: { role: 'learner' } },
  });
  if (signUp.error) throw signUp.error;
  let session = signUp.data.session;
  if (!session) {
    const signIn = await client.auth.signInWithPassword({ email, password });
    if (signIn.error) throw signIn.error;
    session = signIn.data.session;
  }
  const uid = session.user.id;
  if (options.withProfile ?? true) {
    const existing = await client.from('user_profile').select('uid').eq('uid', uid).maybeSingle();
    if (existing.error) throw existing.error;
    if (!existing.data) {
      const inserted = await client
        .from('user_profile')
        .insert({ uid, username, languages_known: [{ lang: 'eng', level: 'fluent' }] });
      if (inserted.error) throw inserted.error;
    }
  }
  return { uid, email, password, username, session };
}

/** Makes every page in the context start signed in as `user` (the way supabase-js persists it). */
export async function signInContext(context: BrowserContext, user: TestUser): Promise<void> {
  await context.addInitScript(
    ([storageKey, session]) => {
      if (!window.localStorage.getItem(storageKey))
        window.localStorage.setItem(storageKey, session);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(user.session)] as const,
  );
}

interface Fixtures {
  /**
   * Whether a page left is drawn from its kept copy on the next visit (docs/offline.md, "The
   * screen last seen"). Blocked unless a spec allows it, like the service worker: a spec that
   * reloads checks what the app draws, not the picture of it shown while it starts.
   */
  keptScreens: 'allow' | 'block';
  backend: BackendInfo;
  /** A new user with a profile, signed in on `page`'s context. */
  signedInUser: TestUser;
}

/**
 * `browser` is Debian's Chromium (Playwright's own browsers are not available here), launched
 * once per worker: a launch per test cost about a second. Each test's `context` is a fresh one
 * of its own in it, closed after the test, so no cookies, storage, cache or service worker pass
 * between tests. `baseURL` is the production server that global setup started. Specs can still
 * `test.use({ viewport })`; the offline app's service worker is blocked (playwright.config.ts)
 * unless a spec uses `serviceWorkers: 'allow'`.
 */
export const test = base.extend<Fixtures>({
  browser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide) => {
      const browser = await launchChromiumForContexts();
      await provide(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, provide) => {
    await provide(requiredEnv('E2E_BASE_URL'));
  },
  keptScreens: ['block', { option: true }],
  context: async (
    { browser, viewport, baseURL, colorScheme, serviceWorkers, timezoneId, keptScreens },
    provide,
  ) => {
    const context = await browser.newContext({
      viewport,
      baseURL,
      colorScheme,
      serviceWorkers,
      timezoneId,
    });
    if (keptScreens === 'block') {
      await context.addInitScript(() => {
        try {
          window.localStorage.removeItem('phrasebook-kept-screens');
        } catch {
          // No storage on this page (about:blank).
        }
      });
    }
    await provide(context);
    await context.close();
  },
  page: async ({ context }, provide) => {
    const page: Page = await context.newPage();
    await provide(page);
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  backend: async ({}, provide) => {
    await provide(backendInfo());
  },
  signedInUser: async ({ context }, provide) => {
    const user = await createTestUser();
    await signInContext(context, user);
    await provide(user);
  },
});

export { expect };
