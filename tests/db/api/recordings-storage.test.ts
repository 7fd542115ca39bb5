import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../../packages/supabase-local/test/harness.ts';
import { startSeededServer } from '../helpers/seeded-server.ts';

/**
 * The recordings bucket through the unmodified supabase-js client and plain HTTP, on the seeded
 * database: priya (fluent in Tamil) records a Tamil phrase, her friend sam plays it
 * (docs/product.md §4 "Recordings").
 */
let server: TestServer;
let sam: SupabaseClient;
let priya: SupabaseClient;
let priyaId: string;
let samId: string;
let phraseId: string;

async function signedIn(email: string) {
  const client = server.client();
  const { data, error } = await client.auth.signInWithPassword({
    email,
    password: 'phrasebook-demo',
  });
  if (error) throw error;
  return { client, uid: data.user!.id };
}

// Bytes standing in for audio: storage checks the declared type and the size, not the codec.
// supabase-js sends a Blob as a form part of the Blob's own type, as the recorder's blob is.
const clip = (size: number, type = 'audio/webm;codecs=opus') =>
  new Blob([new Uint8Array(size).map((_, i) => i % 251)], { type });

beforeAll(async () => {
  server = await startSeededServer();
  ({ client: sam, uid: samId } = await signedIn('sam@example.com'));
  ({ client: priya, uid: priyaId } = await signedIn('priya@example.com'));
  const { rows } = await server.query<{ id: string }>(
    "select id from public.phrase where lang = 'tam' and text = 'ரொம்ப நன்றி.'",
  );
  phraseId = rows[0]!.id;
});
afterAll(async () => {
  await server?.close();
});

describe('the recordings bucket', () => {
  it('a recorder uploads and saves; a friend plays it with byte ranges', async () => {
    const id = randomUUID();
    const path = `${priyaId}/${phraseId}/${id}.webm`;
    const up = await priya.storage
      .from('recordings')
      .upload(path, clip(4000), { contentType: 'audio/webm' });
    expect(up.error).toBeNull();
    const row = await priya.from('phrase_recording').insert({
      id,
      phrase_id: phraseId,
      uid: priyaId,
      object_path: path,
      mime_type: 'audio/webm',
      duration_ms: 1800,
      trim_start_ms: 100,
      trim_end_ms: 1700,
    });
    expect(row.error).toBeNull();

    const listed = await sam
      .from('phrase_recording_plus')
      .select('object_path, username, speaker_level')
      .eq('phrase_id', phraseId);
    expect(listed.data).toEqual([
      { object_path: path, username: 'priya', speaker_level: 'fluent' },
    ]);

    const signed = await sam.storage.from('recordings').createSignedUrl(path, 3600);
    expect(signed.error).toBeNull();
    const whole = await fetch(signed.data!.signedUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toMatch(/^audio\/webm/);
    expect((await whole.arrayBuffer()).byteLength).toBe(4000);

    const part = await fetch(signed.data!.signedUrl, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1000-1999/4000');
    const bytes = new Uint8Array(await part.arrayBuffer());
    expect(bytes).toHaveLength(1000);
    expect(bytes[0]).toBe(1000 % 251);

    const tail = await fetch(signed.data!.signedUrl, { headers: { range: 'bytes=5000-' } });
    expect(tail.status).toBe(416);
    await tail.arrayBuffer();

    // Not public: the bucket has no public URL that serves the file.
    const publicUrl = sam.storage.from('recordings').getPublicUrl(path).data.publicUrl;
    const refused = await fetch(publicUrl);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    await refused.arrayBuffer();
  });

  it('refuses another type, a file over 1 MB, and uploads under another uid', async () => {
    const base = `${priyaId}/${phraseId}`;
    const text = await priya.storage
      .from('recordings')
      .upload(`${base}/${randomUUID()}.webm`, clip(100, 'text/html'), { contentType: 'text/html' });
    expect(text.error?.message).toBe('mime type text/html is not supported');

    const big = await priya.storage
      .from('recordings')
      .upload(`${base}/${randomUUID()}.webm`, clip(1_000_001), { contentType: 'audio/webm' });
    expect(big.error?.message).toBe('The object exceeded the maximum allowed size');

    const asPriya = await sam.storage
      .from('recordings')
      .upload(`${base}/${randomUUID()}.webm`, clip(100), { contentType: 'audio/webm' });
    expect(asPriya.error?.message).toBe('new row violates row-level security policy');

    const { rows } = await server.query(
      "select name from storage.objects where bucket_id = 'recordings' and owner_id = $1",
      [samId],
    );
    expect(rows).toEqual([]);
  });

  it("deleting someone else's recording changes nothing", async () => {
    const id = randomUUID();
    const path = `${priyaId}/${phraseId}/${id}.m4a`;
    expect(
      (
        await priya.storage
          .from('recordings')
          .upload(path, clip(500, 'audio/mp4'), { contentType: 'audio/mp4' })
      ).error,
    ).toBeNull();
    const removed = await sam.storage.from('recordings').remove([path]);
    expect(removed.data).toEqual([]);
    const stillThere = await sam.storage.from('recordings').download(path);
    expect(stillThere.error).toBeNull();
    expect(stillThere.data?.size).toBe(500);

    const own = await priya.storage.from('recordings').remove([path]);
    expect(own.data).toHaveLength(1);
    expect((await sam.storage.from('recordings').download(path)).error).not.toBeNull();
  });
});
