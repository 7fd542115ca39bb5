import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type SignedUpUser, startTestServer, type TestServer } from './harness.ts';

/**
 * What storage-api added that storage-js's own suite checks (the package README, "Against
 * the clients' own test suites"): listV2, custom metadata, a missing Authorization header.
 */

const migrationsDir = fileURLToPath(new URL('./fixtures/storage-migrations', import.meta.url));

let server: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');

beforeAll(async () => {
  server = await startTestServer({ migrationsDir });
  alice = await server.signUpUser();
  bob = await server.signUpUser();
});

afterAll(async () => {
  await server?.close();
});

describe('storage-api parity', () => {
  test('listV2 lists by prefix with full names, folders apart with a delimiter, in pages', async () => {
    const notes = alice.client.storage.from('notes');
    const base = `${alice.user.id}/listing-v2`;
    for (const name of ['docs/a.txt', 'docs/b.txt', 'top.txt', 'zeta/z.txt']) {
      expect((await notes.upload(`${base}/${name}`, bytes(name))).error).toBeNull();
    }
    const all = await notes.listV2({ prefix: base });
    expect(all.error).toBeNull();
    expect(all.data?.folders).toEqual([]);
    expect(all.data?.objects.map((o) => o.name)).toEqual(
      ['docs/a.txt', 'docs/b.txt', 'top.txt', 'zeta/z.txt'].map((n) => `${base}/${n}`),
    );
    const level = await notes.listV2({ prefix: `${base}/`, with_delimiter: true });
    expect(level.data?.folders).toEqual([
      { key: `${base}/docs`, name: `${base}/docs/` },
      { key: `${base}/zeta`, name: `${base}/zeta/` },
    ]);
    expect(level.data?.objects.map((o) => o.name)).toEqual([`${base}/top.txt`]);

    const names: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page++) {
      const { data } = await notes.listV2({
        prefix: base,
        limit: 3,
        sortBy: { column: 'name', order: 'desc' },
        ...(cursor ? { cursor } : {}),
      });
      names.push(...(data?.objects.map((o) => o.name) ?? []));
      cursor = data?.nextCursor;
      if (!data?.hasNext) break;
    }
    expect(names).toEqual(
      ['zeta/z.txt', 'top.txt', 'docs/b.txt', 'docs/a.txt'].map((n) => `${base}/${n}`),
    );
    expect((await bob.client.storage.from('notes').listV2({ prefix: base })).data?.objects).toEqual(
      [],
    );
  });

  test('custom metadata given at upload comes back from info', async () => {
    const notes = alice.client.storage.from('notes');
    const key = `${alice.user.id}/with-metadata.txt`;
    const metadata = { source: 'scanner', pages: 2 };
    expect((await notes.upload(key, bytes('m'), { metadata })).error).toBeNull();
    expect((await notes.info(key)).data?.metadata).toEqual(metadata);
    const asBlob = `${alice.user.id}/with-metadata-blob.txt`;
    const blob = new Blob(['m'], { type: 'text/plain' });
    expect((await notes.upload(asBlob, blob, { metadata })).error).toBeNull();
    expect((await notes.info(asBlob)).data?.metadata).toEqual(metadata);
  });

  test('a request without Authorization is refused as storage-api refuses it', async () => {
    const res = await fetch(`${server.url}/storage/v1/bucket`, {
      headers: { apikey: server.anonKey },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: '403',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    });
  });
});
