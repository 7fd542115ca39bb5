import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../packages/supabase-local/test/harness.ts';
import { startSeededServer } from '../helpers/seeded-server.ts';

/**
 * What an outside probe with only the anon key and throwaway accounts found against the
 * local backend and this schema (issue #10), replayed through the unmodified supabase-js
 * client on the seeded database: each must now be refused or hidden.
 */
let server: TestServer;
let sam: SupabaseClient;
const uid: Record<string, string> = {};
const clients: SupabaseClient[] = [];

async function signIn(email: string): Promise<SupabaseClient> {
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email, password: 'phrasebook-demo' });
  if (error) throw error;
  clients.push(client);
  return client;
}

beforeAll(async () => {
  server = await startSeededServer();
  const { rows } = await server.query<{ username: string; uid: string }>(
    'select username, uid::text as uid from public.user_profile',
  );
  for (const row of rows) uid[row.username] = row.uid;
  sam = await signIn('sam@example.com');
});
afterAll(async () => {
  for (const client of clients) await client.removeAllChannels();
  await server?.close();
});

/** A Spanish phrase with one English translation, added by Sam as the app adds it. */
async function addPhrase(text: string, english: string): Promise<{ id: string }> {
  const { data, error } = await sam.rpc('add_phrase', {
    lang: 'spa',
    phrase_text: text,
    translation_lang: 'eng',
    translation_text: english,
  });
  if (error) throw error;
  return (data as { phrase: { id: string } }).phrase;
}

function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
        reject(err ?? new Error(status));
    });
  });
}

describe('probe findings stay fixed', () => {
  it('a deleted private message reaches only its participants, and filters tell others nothing', async () => {
    const anon = server.client();
    clients.push(anon);
    const kenji = await signIn('kenji@example.com');
    const heard: string[] = [];
    const guesses = [
      `message=eq.secret plan`,
      `sender_uid=eq.${uid.sam}`,
      `recipient_uid=eq.${uid.priya}`,
    ];
    for (const [who, client] of [
      ['anon', anon],
      ['kenji', kenji],
      ['sam', sam],
    ] as const) {
      for (const filter of guesses) {
        const channel = client
          .channel(`probe-${who}-${filter}`)
          .on(
            'postgres_changes',
            { event: 'DELETE', schema: 'public', table: 'chat_message', filter },
            () => heard.push(`${who} ${filter}`),
          );
        await subscribed(channel);
      }
    }
    const { rows } = await server.query<{ id: string }>(
      `insert into public.chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id, message)
       select $1, $2, 'recommendation', p.lang, p.id, 'secret plan' from public.phrase p limit 1
       returning id`,
      [uid.sam, uid.priya],
    );
    await server.query('delete from public.chat_message where id = $1', [rows[0]!.id]);
    const until = Date.now() + 5000;
    while (heard.length < 3 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    expect(heard.sort()).toEqual(guesses.map((filter) => `sam ${filter}`).sort());
  });

  it('an embed nested eight levels deep is refused before it runs', async () => {
    const deep =
      'lang, phrase(id, language(lang, phrase(id, language(lang, phrase(id, language(lang, phrase(id))))))))';
    const { error, status } = await server.client().from('language').select(deep);
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });

  it("a phrase only one person has shows no one's difficulty or stability", async () => {
    // Sam has a Spanish deck, so adding the phrase gave him its card.
    const phrase = await addPhrase('Solo mío', 'Only mine');
    await server.query(
      "select private.record_review($1, $2, 'spa', public.day_session_at('America/New_York'), 4)",
      [uid.sam, phrase.id],
    );
    const { data } = await server
      .client()
      .from('meta_phrase_info')
      .select('count_cards, count_learners, avg_difficulty, avg_stability')
      .eq('id', phrase.id)
      .single();
    expect(data).toEqual({
      count_cards: 1,
      count_learners: null,
      avg_difficulty: null,
      avg_stability: null,
    });
  });

  it("a phrase's author cannot move it to another language", async () => {
    const mine = await addPhrase('Hasta luego', 'See you later');
    const { error } = await sam.from('phrase').update({ lang: 'fra' }).eq('id', mine.id);
    expect(error?.code).toBe('23514');
    const { data: after } = await sam.from('phrase').select('lang').eq('id', mine.id).single();
    expect(after!.lang).toBe('spa');
  });

  it('a phrase cannot be stored without a translation, nor lose its last one', async () => {
    const alone = await sam
      .from('phrase')
      .insert({ lang: 'spa', text: 'Sin traducción', added_by: uid.sam })
      .select('id');
    expect(alone.error).toMatchObject({
      code: '23514',
      message: 'Please add at least one translation',
    });
    const { rows: stored } = await server.query(
      "select 1 from public.phrase where text = 'Sin traducción'",
    );
    expect(stored).toEqual([]);

    const phrase = await addPhrase('Hasta mañana', 'See you tomorrow');
    const { data: second } = await sam
      .from('phrase_translation')
      .insert({ phrase_id: phrase.id, lang: 'fra', text: 'À demain' })
      .select('id')
      .single();
    const removed = await sam.from('phrase_translation').delete().eq('id', second!.id);
    expect(removed.error).toBeNull();
    const last = await sam.from('phrase_translation').delete().eq('phrase_id', phrase.id);
    expect(last.error).toMatchObject({ code: '23514' });
    const { data: kept } = await sam
      .from('phrase_translation')
      .select('lang, text')
      .eq('phrase_id', phrase.id);
    expect(kept).toEqual([{ lang: 'eng', text: 'See you tomorrow' }]);
  });

  it('avatars take no SVG, nor a list of types posing as an image', async () => {
    const avatars = sam.storage.from('avatars');
    for (const contentType of ['image/svg+xml', 'image/png, text/html']) {
      const { error } = await avatars.upload(`${uid.sam}/face`, Buffer.from('<svg/>'), {
        contentType,
        upsert: true,
      });
      expect((error as { statusCode?: string } | null)?.statusCode).toBe('415');
    }
  });

  it('error reports are bounded in size and pace', async () => {
    const anon = server.client();
    const big = await anon
      .from('user_client_event')
      .insert({ message: 'boom', context: { stack: 'x'.repeat(9000) }, url: '/learn' });
    expect(big.error?.code).toBe('23514');
    let status = 0;
    for (let i = 0; i < 130 && status !== 429; i++) {
      ({ status } = await anon.from('user_client_event').insert({ message: `flood ${i}` }));
    }
    expect(status).toBe(429);
  });

  it('the outbox is closed without a key', async () => {
    const res = await fetch(`${server.url}/outbox.json`, {
      headers: { origin: 'https://attacker.example' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
