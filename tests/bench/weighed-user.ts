/**
 * The user the signed-in pages are weighed and timed as (page-weight.ts and the benches that
 * share its pages): a page opened with their session, a client acting as them, their deck.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { createClient, type Session, type SupabaseClient } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY } from '@phrasebook/data/session-hint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The language of the weighed user's one deck, for /learn/{lang} and its review. */
export const weighedLang = 'cat';

/** Makes `page` open signed in with `session`, as after a sign-in. */
export async function openSignedIn(page: Page, session: Session): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    JSON.stringify(session),
  ] as const);
}

/** A supabase-js client of the backend at `supabaseUrl` acting as `session`'s user. */
export async function sessionClient(
  supabaseUrl: string,
  anonKey: string,
  session: Session,
): Promise<SupabaseClient> {
  const requireFromBackend = createRequire(
    path.join(repoRoot, 'packages/supabase-local/package.json'),
  );
  const client = createClient(supabaseUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: requireFromBackend('ws') as typeof WebSocket },
  });
  const { error } = await client.auth.setSession({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  if (error) throw error;
  return client;
}

/** Gives `session`'s user the deck the signed-in pages show: three phrases to review. */
export async function addWeighedDeck(client: SupabaseClient): Promise<void> {
  const deck = await client.from('user_deck').insert({ lang: weighedLang });
  if (deck.error) throw deck.error;
  // The library holds a phrase once (docs/product.md §5): each weighed user writes its own.
  const tag = randomUUID().slice(0, 4);
  const phrases = ['Bon dia', 'Gràcies', 'Fins demà'].map((text, i) => ({
    phrase_text: `${text} ${tag}`,
    translations: [{ lang: 'eng', text: ['Good morning', 'Thank you', 'See you tomorrow'][i] }],
  }));
  const added = await client.rpc('bulk_add_phrases', { lang: weighedLang, phrases });
  if (added.error) throw added.error;
}
