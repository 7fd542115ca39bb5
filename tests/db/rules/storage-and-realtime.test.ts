import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('avatars bucket and realtime publication', () => {
  it('the avatars bucket is public, limited to 5 MB and the image types the app uploads (no SVG)', async () => {
    const rows = await db.query(
      "select id, public, file_size_limit::int as limit, allowed_mime_types from storage.buckets where id = 'avatars'",
    );
    expect(rows).toEqual([
      {
        id: 'avatars',
        public: true,
        limit: 5 * 1024 * 1024,
        allowed_mime_types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
      },
    ]);
  });

  it('chat_message and friend_request_action stream through supabase_realtime', async () => {
    const rows = await db.query<{ tablename: string }>(
      "select tablename from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = 'public' order by tablename",
    );
    expect(rows.map((r) => r.tablename)).toEqual(['chat_message', 'friend_request_action']);
  });

  it('every public table has row level security enabled', async () => {
    const rows = await db.query<{ relname: string }>(
      "select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity",
    );
    expect(rows).toEqual([]);
  });

  it('views over private tables are security_invoker; the others publish public data only', async () => {
    const rows = await db.query<{ relname: string; invoker: boolean }>(
      `select c.relname, coalesce('security_invoker=true' = any(c.reloptions), false) as invoker
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'v' order by c.relname`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.relname, r.invoker]))).toEqual({
      friend_summary: true,
      language_plus: false,
      meta_phrase_info: false,
      meta_phrase_request: true,
      open_recording_request: true,
      phrase_recording_plus: true,
      public_profile: false,
      public_profile_plus: false,
      user_card_plus: true,
      user_deck_plus: true,
    });
  });
});
