import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { createClient as createSupabaseClient } from '@supabase/supabase-js';
import { launchChromium } from '@phrasebook/testing/chromium';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type SignedUpUser, startTestServer, type TestServer } from './harness.ts';

/**
 * The same APIs from a real browser: supabase-js's browser build on a page served from
 * another origin (so CORS preflights happen), the browser's own WebSocket and FormData.
 */

const migrationsDir = fileURLToPath(new URL('./fixtures/storage-migrations', import.meta.url));
const require = createRequire(import.meta.url);
const supabaseUmd = path.join(
  path.dirname(require.resolve('@supabase/supabase-js')),
  'umd',
  'supabase.js',
);

// A 1×1 PNG, so the page can check that the browser decodes what it gets back.
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let server: TestServer;
let user: SignedUpUser;
let page: Server;
let pageUrl: string;
let context: BrowserContext;
let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;

beforeAll(async () => {
  server = await startTestServer({ migrationsDir });
  user = await server.signUpUser();
  await server.query(
    `create table public.rooms (id bigint generated always as identity primary key, name text not null)`,
  );
  await server.query(`alter table public.rooms enable row level security`);
  await server.query(
    `create policy "rooms: signed-in users read" on public.rooms for select to authenticated using (true)`,
  );
  await server.query('alter publication supabase_realtime add table public.rooms');

  const script = readFileSync(supabaseUmd);
  page = createServer((req, res) => {
    if (req.url === '/supabase.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    } else {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>t</title><script src="/supabase.js"></script>');
    }
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageUrl = `http://127.0.0.1:${(page.address() as AddressInfo).port}/`;

  browser = await launchChromium();
  context = browser.context;
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (page ? page.close(() => resolve()) : resolve()));
  await server?.close();
});

interface PageResult {
  uploadError: string | null;
  imageWidth: number;
  privateError: string | null;
  rooms: string[];
  heard: unknown[];
}

test('a browser page uploads, shows an avatar and receives realtime changes and broadcasts', async () => {
  const tab = await context.newPage();
  await tab.goto(pageUrl);

  const listener = server.client();
  const heardByNode: unknown[] = [];
  const nodeChannel = listener
    .channel('browser-room')
    .on('broadcast', { event: 'hello' }, (m) => heardByNode.push(m.payload));
  await new Promise<void>((resolve) =>
    nodeChannel.subscribe((s) => s === 'SUBSCRIBED' && resolve()),
  );

  const running = tab.evaluate(
    async ({ url, anonKey, email, password, png }) => {
      const { createClient } = (
        window as unknown as { supabase: { createClient: typeof createSupabaseClient } }
      ).supabase;
      const sb = createClient(url, anonKey, { auth: { persistSession: false } });
      const { data: auth } = await sb.auth.signInWithPassword({ email, password });
      const uid = auth.user!.id;
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const file = new File([bytes], 'me.png', { type: 'image/png' });
      const upload = await sb.storage
        .from('avatars')
        .upload(`${uid}/me.png`, file, { upsert: true });

      const img = document.createElement('img');
      const loaded = new Promise<number>((resolve) => {
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(-1);
      });
      img.src = sb.storage.from('avatars').getPublicUrl(`${uid}/me.png`).data.publicUrl;
      document.body.append(img);

      const other = await sb.storage.from('avatars').upload(`someone-else/me.png`, file);

      const rooms: string[] = [];
      const heard: unknown[] = [];
      const channel = sb
        .channel('browser-room')
        .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rooms' }, (p) =>
          rooms.push((p.new as { name: string }).name),
        )
        .on('broadcast', { event: 'reply' }, (m) => heard.push(m.payload));
      await new Promise<void>((resolve) =>
        channel.subscribe((s) => s === 'SUBSCRIBED' && resolve()),
      );
      (window as unknown as { subscribed: boolean }).subscribed = true;
      await channel.send({ type: 'broadcast', event: 'hello', payload: { from: 'browser' } });
      const until = Date.now() + 5000;
      while ((rooms.length < 1 || heard.length < 1) && Date.now() < until)
        await new Promise((r) => setTimeout(r, 20));
      await sb.removeAllChannels();
      return {
        uploadError: upload.error?.message ?? null,
        imageWidth: await loaded,
        privateError: other.error?.message ?? null,
        rooms,
        heard,
      } satisfies PageResult;
    },
    {
      url: server.url,
      anonKey: server.anonKey,
      email: user.email,
      password: user.password,
      png: PNG_1X1,
    },
  );

  await tab.waitForFunction(
    () => (window as unknown as { subscribed?: boolean }).subscribed === true,
    undefined,
    { timeout: 15_000 },
  );
  await server.query(`insert into public.rooms (name) values ('from node')`);
  const start = Date.now();
  while (heardByNode.length < 1 && Date.now() - start < 5000)
    await new Promise((r) => setTimeout(r, 20));
  await nodeChannel.send({ type: 'broadcast', event: 'reply', payload: { from: 'node' } });

  const result = await running;
  await listener.removeAllChannels();
  expect(result).toEqual({
    uploadError: null,
    imageWidth: 1,
    privateError: 'new row violates row-level security policy',
    rooms: ['from node'],
    heard: [{ from: 'node' }],
  });
  expect(heardByNode).toEqual([{ from: 'browser' }]);
});
