import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type SignedUpUser, startTestServer, type TestServer } from './harness.ts';

const migrationsDir = fileURLToPath(new URL('./fixtures/storage-migrations', import.meta.url));

let server: TestServer;
let admin: SupabaseClient;
let alice: SignedUpUser;
let bob: SignedUpUser;
let storageRoot: string;

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');
const onDisk = (bucket: string, key: string): string =>
  path.join(storageRoot, bucket, ...key.split('/'));

async function objectRows(bucket: string, name: string): Promise<number> {
  const { rows } = await server.query(
    'select 1 from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows.length;
}

beforeAll(async () => {
  server = await startTestServer({ migrationsDir });
  admin = server.client(server.serviceRoleKey);
  alice = await server.signUpUser();
  bob = await server.signUpUser();
  storageRoot = path.join(server.server.context.config.dataDir, 'storage');
});

afterAll(async () => {
  await server?.close();
});

describe('buckets', () => {
  test('the service role creates, reads, lists, updates, empties and deletes a bucket', async () => {
    const created = await admin.storage.createBucket('scratch', {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['text/*'],
    });
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ name: 'scratch' });

    const got = await admin.storage.getBucket('scratch');
    expect(got.error).toBeNull();
    expect(got.data).toMatchObject({
      id: 'scratch',
      name: 'scratch',
      public: false,
      // storage-api's units: MB is 1000², MiB 1024².
      file_size_limit: 1_000_000,
      allowed_mime_types: ['text/*'],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    await admin.storage.updateBucket('scratch', { public: false, fileSizeLimit: '1MiB' });
    expect((await admin.storage.getBucket('scratch')).data?.file_size_limit).toBe(1024 * 1024);

    const listed = await admin.storage.listBuckets();
    expect(listed.data?.map((b) => b.id).sort()).toEqual(['avatars', 'images', 'notes', 'scratch']);

    const updated = await admin.storage.updateBucket('scratch', { public: true });
    expect(updated.error).toBeNull();
    expect((await admin.storage.getBucket('scratch')).data?.public).toBe(true);

    await admin.storage.from('scratch').upload('a.txt', bytes('a'));
    const refused = await admin.storage.deleteBucket('scratch');
    expect(refused.error?.message).toBe('The bucket you tried to delete is not empty');

    expect((await admin.storage.emptyBucket('scratch')).error).toBeNull();
    expect(existsSync(onDisk('scratch', 'a.txt'))).toBe(false);
    expect((await admin.storage.deleteBucket('scratch')).error).toBeNull();
    const gone = await admin.storage.getBucket('scratch');
    expect(gone.data).toBeNull();
    expect(gone.error?.message).toBe('Bucket not found');
  });

  test('a signed-in user cannot create a bucket (no policy on storage.buckets)', async () => {
    const { error } = await alice.client.storage.createBucket('mine');
    expect(error?.message).toBe('new row violates row-level security policy');
    expect(
      (await server.query(`select 1 from storage.buckets where id = 'mine'`)).rows,
    ).toHaveLength(0);
  });
});

describe('upload, download and RLS on storage.objects', () => {
  test('a user uploads an avatar under their own uid and anyone reads it by public URL', async () => {
    const key = `${alice.user.id}/avatar.png`;
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const { data, error } = await alice.client.storage
      .from('avatars')
      .upload(key, png, { contentType: 'image/png' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: key, fullPath: `avatars/${key}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(readFileSync(onDisk('avatars', key))).toEqual(png);

    const { data: url } = alice.client.storage.from('avatars').getPublicUrl(key);
    expect(url.publicUrl).toBe(`${server.url}/storage/v1/object/public/avatars/${key}`);
    const res = await fetch(url.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(png.length));
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);

    const again = await fetch(url.publicUrl, {
      headers: { 'if-none-match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);

    const part = await fetch(url.publicUrl, { headers: { range: 'bytes=1-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1-3/${png.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(png.subarray(1, 4));
  });

  test("a user cannot write into another user's folder, and nothing is stored", async () => {
    const key = `${alice.user.id}/intruder.png`;
    const { data, error } = await bob.client.storage
      .from('avatars')
      .upload(key, bytes('x'), { contentType: 'image/png' });
    expect(data).toBeNull();
    expect(error?.message).toBe('new row violates row-level security policy');
    expect((error as { statusCode?: string } | null)?.statusCode).toBe('403');
    expect(await objectRows('avatars', key)).toBe(0);
    expect(existsSync(onDisk('avatars', key))).toBe(false);

    const anon = await server
      .client()
      .storage.from('avatars')
      .upload(`${alice.user.id}/anon.png`, bytes('x'));
    expect(anon.error?.message).toBe('new row violates row-level security policy');
  });

  test('private bucket: only the owner downloads; no public URL', async () => {
    const key = `${alice.user.id}/diary.txt`;
    expect(
      (await alice.client.storage.from('notes').upload(key, bytes('dear diary'))).error,
    ).toBeNull();

    const own = await alice.client.storage.from('notes').download(key);
    expect(own.error).toBeNull();
    expect(await own.data?.text()).toBe('dear diary');
    expect(own.data?.type).toBe('text/plain;charset=utf-8');

    const other = await bob.client.storage.from('notes').download(key);
    expect(other.data).toBeNull();
    expect(other.error).not.toBeNull();
    expect((await server.client().storage.from('notes').download(key)).data).toBeNull();

    const pub = await fetch(`${server.url}/storage/v1/object/public/notes/${key}`);
    expect(pub.status).toBe(400);
    expect(await pub.json()).toEqual({
      statusCode: '404',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });

    expect((await alice.client.storage.from('notes').exists(key)).data).toBe(true);
    expect((await bob.client.storage.from('notes').exists(key)).data).toBe(false);
  });

  test('upload to an existing key fails without upsert and replaces the object with it', async () => {
    const key = `${alice.user.id}/upsert.txt`;
    const notes = alice.client.storage.from('notes');
    expect((await notes.upload(key, bytes('one'))).error).toBeNull();

    const dup = await notes.upload(key, bytes('two'));
    expect(dup.error?.message).toBe('The resource already exists');
    expect((dup.error as { statusCode?: string } | null)?.statusCode).toBe('409');
    expect(readFileSync(onDisk('notes', key), 'utf8')).toBe('one');

    expect((await notes.upload(key, bytes('three'), { upsert: true })).error).toBeNull();
    expect(await (await notes.download(key)).data?.text()).toBe('three');

    expect(
      (await notes.update(key, bytes('four'), { contentType: 'text/markdown', cacheControl: '60' }))
        .error,
    ).toBeNull();
    const info = await notes.info(key);
    expect(info.data).toMatchObject({
      name: key,
      size: 4,
      contentType: 'text/markdown',
      cacheControl: 'max-age=60',
    });
    expect(readFileSync(onDisk('notes', key), 'utf8')).toBe('four');

    // Bob's upsert onto Alice's key is refused and her bytes stay.
    const bobUpsert = await bob.client.storage
      .from('notes')
      .upload(key, bytes('bob'), { upsert: true });
    expect(bobUpsert.error?.message).toBe('new row violates row-level security policy');
    expect(readFileSync(onDisk('notes', key), 'utf8')).toBe('four');
  });

  test('a Blob goes up as multipart form data and keeps its own type', async () => {
    const key = `${alice.user.id}/blob.pdf`;
    const blob = new Blob(['%PDF-1.4 tiny'], { type: 'application/pdf' });
    const { error } = await alice.client.storage.from('images').upload(key, blob);
    expect(error).toBeNull();
    const got = await alice.client.storage.from('images').download(key);
    expect(got.data?.type).toBe('application/pdf');
    expect(await got.data?.text()).toBe('%PDF-1.4 tiny');
  });

  test('bucket size and MIME limits refuse the upload and store nothing', async () => {
    const images = alice.client.storage.from('images');
    const big = `${alice.user.id}/big.png`;
    const tooBig = await images.upload(big, Buffer.alloc(2048, 1), { contentType: 'image/png' });
    expect(tooBig.error?.message).toBe('The object exceeded the maximum allowed size');
    expect((tooBig.error as { statusCode?: string } | null)?.statusCode).toBe('413');
    expect(await objectRows('images', big)).toBe(0);
    expect(existsSync(onDisk('images', big))).toBe(false);

    const text = `${alice.user.id}/note.txt`;
    const wrongType = await images.upload(text, bytes('hello'), { contentType: 'text/plain' });
    expect(wrongType.error?.message).toBe('mime type text/plain is not supported');
    expect((wrongType.error as { statusCode?: string } | null)?.statusCode).toBe('415');
    expect(await objectRows('images', text)).toBe(0);

    const ok = await images.upload(`${alice.user.id}/small.webp`, Buffer.alloc(1024, 2), {
      contentType: 'image/webp',
    });
    expect(ok.error).toBeNull();
  });

  test('content types are parsed strictly: a list of types is not one type', async () => {
    const images = alice.client.storage.from('images');
    for (const contentType of ['image/png, text/html', 'image/png;text/html', 'image/', 'image']) {
      const key = `${alice.user.id}/sneaky.png`;
      const { error } = await images.upload(key, Buffer.alloc(16, 1), { contentType });
      expect((error as { statusCode?: string } | null)?.statusCode).toBe('415');
      expect(await objectRows('images', key)).toBe(0);
    }
  });

  test('objects that a browser could run are served as sandboxed attachments, all with nosniff', async () => {
    const avatars = alice.client.storage.from('avatars');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    const uploads: [string, string, string][] = [
      [`${alice.user.id}/face.svg`, svg, 'image/svg+xml'],
      [`${alice.user.id}/page.html`, '<script>alert(1)</script>', 'text/html'],
      [`${alice.user.id}/face.png`, 'not really a png', 'image/png'],
    ];
    const served: Record<string, Headers> = {};
    for (const [key, body, contentType] of uploads) {
      expect((await avatars.upload(key, bytes(body), { contentType })).error).toBeNull();
      const res = await fetch(avatars.getPublicUrl(key).data.publicUrl);
      expect(res.status).toBe(200);
      served[contentType] = res.headers;
    }
    for (const headers of Object.values(served)) {
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
    for (const active of ['image/svg+xml', 'text/html']) {
      expect(served[active]!.get('content-disposition')).toMatch(/^attachment/);
      expect(served[active]!.get('content-security-policy')).toMatch(/sandbox/);
    }
    expect(served['image/png']!.get('content-disposition')).toBeNull();
  });

  test('a key that is both a file and a folder on disk is refused without touching either', async () => {
    const notes = alice.client.storage.from('notes');
    const file = `${alice.user.id}/clash`;
    expect((await notes.upload(file, bytes('file'))).error).toBeNull();
    const under = await notes.upload(`${file}/inner.txt`, bytes('inner'));
    expect((under.error as { statusCode?: string } | null)?.statusCode).toBe('409');
    expect(await objectRows('notes', `${file}/inner.txt`)).toBe(0);

    const folder = `${alice.user.id}/folder`;
    expect((await notes.upload(`${folder}/kept.txt`, bytes('kept'))).error).toBeNull();
    const over = await notes.upload(folder, bytes('over'));
    expect((over.error as { statusCode?: string } | null)?.statusCode).toBe('409');
    expect(await objectRows('notes', folder)).toBe(0);
    expect(readFileSync(onDisk('notes', `${folder}/kept.txt`), 'utf8')).toBe('kept');
    expect(readFileSync(onDisk('notes', file), 'utf8')).toBe('file');

    // Once the folder's last object is gone, the name is free for a file.
    expect((await notes.remove([`${folder}/kept.txt`])).data).toHaveLength(1);
    expect(existsSync(onDisk('notes', folder))).toBe(false);
    expect((await notes.upload(folder, bytes('now a file'))).error).toBeNull();
  });

  test('object keys that could leave the bucket folder are refused', async () => {
    const res = await fetch(
      `${server.url}/storage/v1/object/notes/${alice.user.id}/..%2F..%2F..%2Fescape.txt`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${alice.session.access_token}`,
          'content-type': 'text/plain',
        },
        body: 'x',
      },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('InvalidKey');
    expect(existsSync(path.join(storageRoot, 'escape.txt'))).toBe(false);
    expect(existsSync(path.join(path.dirname(storageRoot), 'escape.txt'))).toBe(false);
  });
});

describe('list, remove, signed URLs, move and copy', () => {
  test('list shows one folder level: folders first, then files, names relative to the prefix', async () => {
    const notes = alice.client.storage.from('notes');
    const base = `${alice.user.id}/listing`;
    for (const name of ['docs/a.txt', 'docs/b.txt', 'top.txt', 'zeta/z.txt']) {
      expect((await notes.upload(`${base}/${name}`, bytes(name))).error).toBeNull();
    }
    const { data, error } = await notes.list(base);
    expect(error).toBeNull();
    expect(data?.map((e) => e.name)).toEqual(['docs', 'zeta', 'top.txt']);
    expect(data?.[0]).toMatchObject({ name: 'docs', id: null, metadata: null });
    expect(data?.[2]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data?.[2]?.metadata).toMatchObject({ size: 7, mimetype: 'text/plain;charset=UTF-8' });

    expect((await notes.list(`${base}/docs`)).data?.map((e) => e.name)).toEqual(['a.txt', 'b.txt']);
    expect((await notes.list(`${base}/docs`, { search: 'b' })).data?.map((e) => e.name)).toEqual([
      'b.txt',
    ]);
    expect(
      (await notes.list(`${base}/docs`, { limit: 1, offset: 1 })).data?.map((e) => e.name),
    ).toEqual(['b.txt']);
    const desc = await notes.list(`${base}/docs`, { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data?.map((e) => e.name)).toEqual(['b.txt', 'a.txt']);

    // Bob's SELECT policy hides Alice's objects, folders included.
    expect((await bob.client.storage.from('notes').list(base)).data).toEqual([]);
  });

  test('remove deletes only what the caller may delete and answers with those rows', async () => {
    const mine = `${bob.user.id}/remove-me.txt`;
    const theirs = `${alice.user.id}/keep-me.txt`;
    await bob.client.storage.from('notes').upload(mine, bytes('bye'));
    await alice.client.storage.from('notes').upload(theirs, bytes('stay'));

    const { data, error } = await bob.client.storage
      .from('notes')
      .remove([mine, theirs, `${bob.user.id}/missing.txt`]);
    expect(error).toBeNull();
    expect(data?.map((r) => r.name)).toEqual([mine]);
    expect(existsSync(onDisk('notes', mine))).toBe(false);
    expect(await objectRows('notes', mine)).toBe(0);
    expect(existsSync(onDisk('notes', theirs))).toBe(true);
    expect(await objectRows('notes', theirs)).toBe(1);
  });

  test('a signed URL serves a private object without credentials until it expires', async () => {
    const key = `${alice.user.id}/signed file.txt`;
    await alice.client.storage.from('notes').upload(key, bytes('secret'));
    const { data, error } = await alice.client.storage.from('notes').createSignedUrl(key, 60);
    expect(error).toBeNull();
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('secret');

    const tampered = data!.signedUrl.replace(
      /token=([^&]+)/,
      (_m, t: string) => `token=${t.slice(0, -2)}xx`,
    );
    expect((await fetch(tampered)).status).toBe(400);
    const otherKey = data!.signedUrl.replace('signed%20file.txt', 'diary.txt');
    expect((await fetch(otherKey)).status).toBe(400);

    const download = await fetch(`${data!.signedUrl.split('&download')[0]}&download=report.txt`);
    expect(download.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''report.txt",
    );

    const bobSign = await bob.client.storage.from('notes').createSignedUrl(key, 60);
    expect(bobSign.data).toBeNull();
    expect(bobSign.error?.message).toBe('Object not found');

    const many = await alice.client.storage
      .from('notes')
      .createSignedUrls([key, `${alice.user.id}/nope.txt`], 60);
    expect(many.data?.map((d) => d.error)).toEqual([
      null,
      'Either the object does not exist or you do not have access to it',
    ]);
  });

  test('move and copy act as the caller and carry the bytes along', async () => {
    const notes = alice.client.storage.from('notes');
    const from = `${alice.user.id}/move-src.txt`;
    const to = `${alice.user.id}/moved/dst.txt`;
    await notes.upload(from, bytes('moving'));
    expect((await notes.move(from, to)).error).toBeNull();
    expect(existsSync(onDisk('notes', from))).toBe(false);
    expect(await (await notes.download(to)).data?.text()).toBe('moving');

    const copy = `${alice.user.id}/copy.txt`;
    expect((await notes.copy(to, copy)).error).toBeNull();
    expect(await (await notes.download(copy)).data?.text()).toBe('moving');

    const stolen = await bob.client.storage.from('notes').copy(to, `${bob.user.id}/stolen.txt`);
    expect(stolen.error).not.toBeNull();
    expect(existsSync(onDisk('notes', `${bob.user.id}/stolen.txt`))).toBe(false);
  });
});

describe('signed upload URLs and bad input', () => {
  test('a signed upload URL lets a bare client upload that one key, checked against the creator', async () => {
    const key = `${alice.user.id}/via-signed-upload.txt`;
    const created = await alice.client.storage.from('notes').createSignedUploadUrl(key);
    expect(created.error).toBeNull();
    expect(created.data?.signedUrl).toContain(`/storage/v1/object/upload/sign/notes/${key}?token=`);

    const stranger = server.client();
    const up = await stranger.storage
      .from('notes')
      .uploadToSignedUrl(key, created.data!.token, bytes('signed'));
    expect(up.error).toBeNull();
    expect(up.data?.fullPath).toBe(`notes/${key}`);
    expect(await (await alice.client.storage.from('notes').download(key)).data?.text()).toBe(
      'signed',
    );
    const { rows } = await server.query<{ owner: string }>(
      'select owner::text from storage.objects where bucket_id = $1 and name = $2',
      ['notes', key],
    );
    expect(rows[0]?.owner).toBe(alice.user.id);

    const elsewhere = await stranger.storage
      .from('notes')
      .uploadToSignedUrl(`${alice.user.id}/other.txt`, created.data!.token, bytes('x'));
    expect(elsewhere.error).not.toBeNull();
    expect(existsSync(onDisk('notes', `${alice.user.id}/other.txt`))).toBe(false);

    const refused = await bob.client.storage
      .from('notes')
      .createSignedUploadUrl(`${alice.user.id}/bob.txt`);
    expect(refused.error?.message).toBe('new row violates row-level security policy');
  });

  test('the size limit applies to the file itself, also inside multipart form data', async () => {
    const blob = new Blob([Buffer.alloc(1000, 7)], { type: 'image/png' });
    const { error } = await alice.client.storage
      .from('images')
      .upload(`${alice.user.id}/exact.png`, blob);
    expect(error).toBeNull();
    const over = new Blob([Buffer.alloc(1025, 7)], { type: 'image/png' });
    const tooBig = await alice.client.storage
      .from('images')
      .upload(`${alice.user.id}/over.png`, over);
    expect((tooBig.error as { statusCode?: string } | null)?.statusCode).toBe('413');
  });

  test('malformed and hostile requests get 4xx storage errors, never a server error', async () => {
    const auth = { authorization: `Bearer ${alice.session.access_token}`, apikey: server.anonKey };
    const cases: Array<[string, string, RequestInit?]> = [
      [
        'POST',
        '/object/list/notes',
        { body: '{not json', headers: { ...auth, 'content-type': 'application/json' } },
      ],
      [
        'POST',
        '/object/list/notes',
        {
          body: JSON.stringify({ prefix: 5, sortBy: { column: 'id; drop table x' } }),
          headers: auth,
        },
      ],
      ['POST', "/object/list/no'such", { body: '{}', headers: auth }],
      ['GET', '/object/public/nope/a.txt'],
      ['GET', `/object/notes/${alice.user.id}/%E0%A4%A`],
      ['GET', '/object/sign/notes/a.txt?token=abc.def.ghi'],
      ['GET', '/object/sign/notes/a.txt'],
      [
        'POST',
        '/object/sign/notes/a.txt',
        { body: JSON.stringify({ expiresIn: 'soon' }), headers: auth },
      ],
      ['DELETE', '/object/notes', { body: JSON.stringify({ prefixes: 'all' }), headers: auth }],
      [
        'POST',
        '/object/move',
        {
          body: JSON.stringify({ bucketId: 'notes', sourceKey: '../x', destinationKey: 'y' }),
          headers: auth,
        },
      ],
      ['POST', '/bucket', { body: JSON.stringify({ name: '../evil' }), headers: auth }],
      [
        'POST',
        '/bucket',
        { body: JSON.stringify({ name: 'x', file_size_limit: 'lots' }), headers: auth },
      ],
      ['GET', '/bucket?sortColumn=1;select', { headers: auth }],
      ['GET', '/nowhere'],
      ['PATCH', '/object/notes/a.txt', { headers: auth }],
      [
        'POST',
        `/object/notes/${alice.user.id}/bad.txt`,
        { body: 'x', headers: { authorization: 'Bearer forged.token.here' } },
      ],
      ['POST', `/object/nope/${alice.user.id}/a.txt`, { body: 'x', headers: auth }],
      [
        'POST',
        `/object/notes/${alice.user.id}/${'n'.repeat(300)}.txt`,
        { body: 'x', headers: auth },
      ],
      [
        'POST',
        `/object/avatars/${alice.user.id}/huge.bin`,
        { body: Buffer.alloc(51 * 1024 * 1024), headers: auth },
      ],
    ];
    for (const [method, route, init] of cases) {
      const res = await fetch(`${server.url}/storage/v1${route}`, { method, ...init });
      expect(res.status, `${method} ${route}`).toBe(400);
      const body = (await res.json()) as { statusCode: string; error: string; message: string };
      expect(Number(body.statusCode), `${method} ${route}`).toBeGreaterThanOrEqual(400);
      expect(Number(body.statusCode), `${method} ${route}`).toBeLessThan(500);
      expect(typeof body.message).toBe('string');
    }
    expect(existsSync(onDisk('avatars', `${alice.user.id}/huge.bin`))).toBe(false);
  });
});
