import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { signJwt } from '../src/jwt.ts';
import { createRealtimeServer, installChangeCapture } from '../src/realtime/index.ts';
import {
  createTestClient,
  type SignedUpUser,
  startTestServer,
  type TestServer,
} from './harness.ts';
import { settle, waitFor } from './wait.ts';

const migrationsDir = fileURLToPath(new URL('./fixtures/realtime-migrations', import.meta.url));

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

let server: TestServer;
let alice: SignedUpUser;
let bob: SignedUpUser;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ migrationsDir });
  alice = await server.signUpUser();
  bob = await server.signUpUser();
  clients.push(alice.client, bob.client);
});

afterEach(async () => {
  for (const client of clients) await client.removeAllChannels();
});

afterAll(async () => {
  for (const client of clients) await client.removeAllChannels();
  await server?.close();
});

function freshClient(key = server.anonKey): SupabaseClient {
  const client = server.client(key);
  clients.push(client);
  return client;
}

function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
        reject(err ?? new Error(status));
    });
  });
}

async function watchChanges(
  client: SupabaseClient,
  filter: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; table: string; filter?: string },
): Promise<{ events: Change[]; channel: RealtimeChannel }> {
  const events: Change[] = [];
  const channel = client
    .channel(`watch-${Math.random().toString(36).slice(2)}`)
    .on('postgres_changes', { schema: 'public', ...filter } as never, (payload: Change) =>
      events.push(payload),
    );
  await subscribed(channel);
  return { events, channel };
}

async function insertNote(owner: string, body: string, priority = 0): Promise<number> {
  const { rows } = await server.query<{ id: number }>(
    'insert into public.notes (owner, body, priority) values ($1, $2, $3) returning id',
    [owner, body, priority],
  );
  return rows[0]!.id;
}

describe('postgres_changes', () => {
  test('an insert reaches a subscribed client, shaped as realtime-js expects', async () => {
    const { events } = await watchChanges(alice.client, { event: 'INSERT', table: 'notes' });
    const id = await insertNote(alice.user.id, 'hello', 3);
    await waitFor(() => events.length === 1);
    const event = events[0]!;
    expect(event).toMatchObject({
      schema: 'public',
      table: 'notes',
      eventType: 'INSERT',
      new: { id, owner: alice.user.id, body: 'hello', priority: 3 },
      old: {},
      errors: null,
    });
    expect(event.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  test('changes committed before the join are not replayed to the new channel', async () => {
    await server.query(`insert into public.rooms (name) values ('earlier')`);
    const { events } = await watchChanges(alice.client, { event: 'INSERT', table: 'rooms' });
    await server.query(`insert into public.rooms (name) values ('later')`);
    await waitFor(() => events.length >= 1);
    await settle();
    expect(events.map((e) => (e.new as { name: string }).name)).toEqual(['later']);
  });

  test('a row the subscriber may not see under RLS never reaches it', async () => {
    const toAlice = await watchChanges(alice.client, { event: '*', table: 'notes' });
    const toBob = await watchChanges(bob.client, { event: '*', table: 'notes' });
    const toAnon = await watchChanges(freshClient(), { event: '*', table: 'notes' });

    await insertNote(alice.user.id, 'for alice only');
    await server.query(`update public.notes set body = 'still private' where owner = $1`, [
      alice.user.id,
    ]);
    await waitFor(() => toAlice.events.some((e) => e.eventType === 'UPDATE'));
    const bobsId = await insertNote(bob.user.id, 'for bob');
    await waitFor(() => toBob.events.length === 1);
    await settle();

    expect(toAlice.events.every((e) => (e.new as { owner?: string }).owner === alice.user.id)).toBe(
      true,
    );
    expect(toBob.events.map((e) => e.new)).toEqual([
      { id: bobsId, owner: bob.user.id, body: 'for bob', priority: 0 },
    ]);
    expect(toAnon.events).toEqual([]);
  });

  test('writes made as an API role (not the superuser) are captured too', async () => {
    const { events } = await watchChanges(alice.client, { event: 'INSERT', table: 'notes' });
    const claims = { role: 'authenticated' as const, sub: alice.user.id };
    await server.server.context.runAs(claims, (tx) =>
      tx.query(`insert into public.notes (body) values ('written as alice')`),
    );
    await waitFor(() => events.length === 1);
    expect(events[0]!.new).toMatchObject({ owner: alice.user.id, body: 'written as alice' });
    // The change log itself is not readable through the API roles.
    await expect(
      server.server.context.runAs(claims, (tx) => tx.query('select * from realtime.local_changes')),
    ).rejects.toThrow(/permission denied/);
  });

  test('update and delete events: old carries the primary key, and only readers get them', async () => {
    const id = await insertNote(alice.user.id, 'to change');
    const toAlice = await watchChanges(alice.client, { event: '*', table: 'notes' });
    const bobDeletes = await watchChanges(bob.client, { event: 'DELETE', table: 'notes' });

    await server.query(`update public.notes set body = 'changed' where id = $1`, [id]);
    // As on Supabase, an UPDATE is checked against the row as it is when delivered: a row
    // deleted before that is no longer visible to anyone, so wait before deleting.
    await waitFor(() => toAlice.events.length === 1);
    await server.query(`delete from public.notes where id = $1`, [id]);
    await waitFor(() => toAlice.events.length === 2);
    const [update, del] = toAlice.events;
    expect(update).toMatchObject({
      eventType: 'UPDATE',
      new: { id, body: 'changed' },
      old: { id },
    });
    expect(del).toMatchObject({ eventType: 'DELETE', new: {}, old: { id } });
    expect(del!.old).toEqual({ id });
    // Bob could never read Alice's note, so he does not learn that it went away.
    await settle();
    expect(bobDeletes.events).toEqual([]);
  });

  test('filters on a deleted row never tell other subscribers what it held', async () => {
    // One channel per guess: which of them fires would give the content away.
    const guesses = ['secret plan', 'something else'];
    const spies = [freshClient(), bob.client];
    const heard: string[] = [];
    for (const [who, client] of spies.entries()) {
      for (const guess of guesses) {
        for (const column of ['body', 'owner']) {
          const value = column === 'body' ? guess : alice.user.id;
          const channel = client
            .channel(`spy-${who}-${column}-${Math.random().toString(36).slice(2)}`)
            .on(
              'postgres_changes',
              {
                event: 'DELETE',
                schema: 'public',
                table: 'notes',
                filter: `${column}=eq.${value}`,
              },
              () => heard.push(`${who}:${column}=${value}`),
            );
          await subscribed(channel);
        }
      }
    }
    const owner = await watchChanges(alice.client, {
      event: 'DELETE',
      table: 'notes',
      filter: 'body=eq.secret plan',
    });
    const id = await insertNote(alice.user.id, 'secret plan');
    await server.query('delete from public.notes where id = $1', [id]);
    await waitFor(() => owner.events.length === 1);
    await settle();
    expect(owner.events[0]!.old).toEqual({ id });
    expect(heard).toEqual([]);
  });

  test('filters: eq, gt and in select the rows that reach the subscriber', async () => {
    const lobby = await watchChanges(alice.client, {
      event: 'INSERT',
      table: 'rooms',
      filter: 'name=eq.lobby',
    });
    const important = await watchChanges(alice.client, {
      event: 'INSERT',
      table: 'notes',
      filter: 'priority=gt.5',
    });
    const some = await watchChanges(bob.client, {
      event: 'INSERT',
      table: 'rooms',
      filter: 'name=in.(attic,"cellar door")',
    });

    await server.query(
      `insert into public.rooms (name) values ('kitchen'), ('lobby'), ('attic'), ('cellar door')`,
    );
    await insertNote(alice.user.id, 'low', 1);
    await insertNote(alice.user.id, 'high', 9);
    await waitFor(
      () => lobby.events.length === 1 && important.events.length === 1 && some.events.length === 2,
    );
    await settle();
    expect(lobby.events.map((e) => (e.new as { name: string }).name)).toEqual(['lobby']);
    expect(lobby.events[0]!.new).toMatchObject({ active: true, topic: null });
    expect(important.events.map((e) => (e.new as { body: string }).body)).toEqual(['high']);
    expect(some.events.map((e) => (e.new as { name: string }).name)).toEqual([
      'attic',
      'cellar door',
    ]);
  });

  test('leaving a channel stops delivery', async () => {
    const { events, channel } = await watchChanges(alice.client, {
      event: 'INSERT',
      table: 'rooms',
    });
    await server.query(`insert into public.rooms (name) values ('before')`);
    await waitFor(() => events.length === 1);
    expect(await alice.client.removeChannel(channel)).toBe('ok');
    await server.query(`insert into public.rooms (name) values ('after')`);
    await settle();
    expect(events.map((e) => (e.new as { name: string }).name)).toEqual(['before']);
  });

  test('a table outside the publication sends nothing until it is added', async () => {
    const { events } = await watchChanges(alice.client, { event: 'INSERT', table: 'unpublished' });
    await server.query(`insert into public.unpublished (body) values ('quiet')`);
    await settle();
    expect(events).toEqual([]);

    await server.query('alter publication supabase_realtime add table public.unpublished');
    await server.query(`insert into public.unpublished (body) values ('loud')`);
    await waitFor(() => events.length === 1);
    expect(events[0]!.new).toMatchObject({ body: 'loud' });
    await server.query('alter publication supabase_realtime drop table public.unpublished');
  });

  test('a burst of changes arrives complete and in commit order', async () => {
    const { events } = await watchChanges(alice.client, {
      event: 'INSERT',
      table: 'rooms',
      filter: 'topic=eq.burst',
    });
    await server.query(
      `insert into public.rooms (name, topic) select 'r' || g, 'burst' from generate_series(1, 150) g`,
    );
    for (let i = 151; i <= 170; i++)
      await server.query(`insert into public.rooms (name, topic) values ($1, 'burst')`, [`r${i}`]);
    await waitFor(() => events.length === 170, 5000);
    expect(events.map((e) => (e.new as { name: string }).name)).toEqual(
      Array.from({ length: 170 }, (_, i) => `r${i + 1}`),
    );
  });

  test('installing change capture again (every start does) keeps one event per change', async () => {
    await installChangeCapture(server.server.engine);
    await installChangeCapture(server.server.engine);
    const { rows } = await server.query(
      `select tgrelid::regclass::text as rel from pg_trigger where tgname = 'supabase_local_realtime_capture' order by 1`,
    );
    expect(rows.map((r) => r.rel)).toEqual(['notes', 'rooms']);
    const { events } = await watchChanges(alice.client, { event: 'INSERT', table: 'rooms' });
    await server.query(`insert into public.rooms (name) values ('once')`);
    await waitFor(() => events.length === 1);
    await settle();
    expect(events).toHaveLength(1);
  });

  test('the join reports unknown tables and columns in a system message and stays subscribed', async () => {
    const messages: Array<Record<string, unknown>> = [];
    const channel = alice.client
      .channel('bad-bindings')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'nope' }, () => {})
      .on('system', {}, (m: Record<string, unknown>) => messages.push(m));
    await subscribed(channel);
    await waitFor(() => messages.length === 1);
    expect(messages[0]).toMatchObject({ extension: 'postgres_changes', status: 'error' });

    const good: Array<Record<string, unknown>> = [];
    await subscribed(
      alice.client
        .channel('good-bindings')
        .on('postgres_changes', { event: '*', schema: 'public', table: 'rooms' }, () => {})
        .on('system', {}, (m: Record<string, unknown>) => good.push(m)),
    );
    await waitFor(() => good.length === 1);
    expect(good[0]).toMatchObject({
      extension: 'postgres_changes',
      status: 'ok',
      message: 'Subscribed to PostgreSQL',
    });
  });
});

describe('tokens', () => {
  const secret = () => server.server.context.config.jwtSecret;
  const tokenFor = (user: SignedUpUser, lifetime: number) =>
    signJwt(
      {
        role: 'authenticated',
        sub: user.user.id,
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) + lifetime,
      },
      secret(),
    );

  test('a subscriber whose JWT expires stops receiving and its channel is closed', async () => {
    const client = freshClient();
    await client.realtime.setAuth(tokenFor(alice, 2));
    const statuses: string[] = [];
    const events: Change[] = [];
    const channel = client
      .channel('short-lived')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes' }, (p: Change) =>
        events.push(p),
      );
    await new Promise<void>((resolve) =>
      channel.subscribe((status) => {
        statuses.push(status);
        if (status === 'SUBSCRIBED') resolve();
      }),
    );
    await insertNote(alice.user.id, 'while valid');
    await waitFor(() => events.length === 1);
    await waitFor(() => statuses.includes('CLOSED'), 4000);
    await insertNote(alice.user.id, 'after expiry');
    await settle();
    expect(events).toHaveLength(1);
  });

  test('an access_token message replaces the claims used for RLS', async () => {
    const client = freshClient();
    const { events } = await watchChanges(client, { event: 'INSERT', table: 'notes' });
    await insertNote(alice.user.id, 'anon cannot see this');
    await settle();
    expect(events).toHaveLength(0);

    await client.realtime.setAuth(tokenFor(alice, 600));
    await settle(100);
    await insertNote(alice.user.id, 'now visible');
    await waitFor(() => events.length === 1);
    expect(events[0]!.new).toMatchObject({ body: 'now visible' });
  });

  test('a socket with a forged apikey is refused at the upgrade', async () => {
    const forged = signJwt({ role: 'anon' }, 'not-the-secret');
    const wsUrl = `${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${forged}&vsn=2.0.0`;
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(wsUrl);
      ws.on('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        ws.terminate();
      });
      ws.on('open', () => {
        resolve(101);
        ws.close();
      });
      ws.on('error', () => undefined);
    });
    expect(status).toBe(403);
  });
});

describe('broadcast and presence', () => {
  test('broadcast reaches the other clients on the topic, and the sender only with self', async () => {
    const got = { a: [] as unknown[], b: [] as unknown[], c: [] as unknown[] };
    const a = await subscribed(
      alice.client
        .channel('room-1', { config: { broadcast: { ack: true } } })
        .on('broadcast', { event: 'wave' }, (m) => got.a.push(m)),
    );
    await subscribed(
      bob.client.channel('room-1').on('broadcast', { event: 'wave' }, (m) => got.b.push(m)),
    );
    const c = await subscribed(
      freshClient()
        .channel('room-1', { config: { broadcast: { self: true } } })
        .on('broadcast', { event: '*' }, (m) => got.c.push(m)),
    );
    await subscribed(
      bob.client.channel('room-2').on('broadcast', { event: 'wave' }, (m) => got.b.push(m)),
    );

    expect(await a.send({ type: 'broadcast', event: 'wave', payload: { from: 'alice' } })).toBe(
      'ok',
    );
    await c.send({ type: 'broadcast', event: 'wave', payload: { from: 'carol' } });
    await waitFor(() => got.b.length === 2 && got.c.length === 2 && got.a.length === 1);
    await settle(200);
    expect(got.b).toEqual([
      { type: 'broadcast', event: 'wave', payload: { from: 'alice' } },
      { type: 'broadcast', event: 'wave', payload: { from: 'carol' } },
    ]);
    expect(got.a).toEqual([{ type: 'broadcast', event: 'wave', payload: { from: 'carol' } }]);
    expect(got.c).toHaveLength(2);
  });

  test('presence: tracked state syncs to the others and leaves when a client goes', async () => {
    const aChannel = alice.client.channel('lounge', { config: { presence: { key: 'alice' } } });
    aChannel.on('presence', { event: 'sync' }, () => {});
    await subscribed(aChannel);
    await aChannel.track({ mood: 'happy' });

    const bChannel = bob.client.channel('lounge', { config: { presence: { key: 'bob' } } });
    const leaves: string[] = [];
    bChannel
      .on('presence', { event: 'sync' }, () => {})
      .on('presence', { event: 'leave' }, ({ key }) => leaves.push(key));
    await subscribed(bChannel);
    await bChannel.track({ mood: 'calm' });

    await waitFor(
      () =>
        Object.keys(aChannel.presenceState()).length === 2 &&
        Object.keys(bChannel.presenceState()).length === 2,
    );
    expect(bChannel.presenceState().alice?.[0]).toMatchObject({ mood: 'happy' });
    expect(aChannel.presenceState().bob?.[0]).toMatchObject({ mood: 'calm' });

    await alice.client.removeChannel(aChannel);
    await waitFor(() => leaves.includes('alice'));
    expect(Object.keys(bChannel.presenceState())).toEqual(['bob']);
  });
});

describe('protocol version 1.0.0', () => {
  test('JSON object frames carry joins, changes and broadcasts', async () => {
    const options = {
      transport: WebSocket as unknown as typeof globalThis.WebSocket,
      vsn: '1.0.0',
    };
    const make = () =>
      createClient(server.url, server.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: options as never,
      });
    const one = make();
    const two = make();
    clients.push(one, two);
    expect(one.realtime.vsn).toBe('1.0.0');
    const { events } = await watchChanges(one, { event: 'INSERT', table: 'rooms' });
    const heard: unknown[] = [];
    const sender = await subscribed(two.channel('v1-room'));
    await subscribed(
      one.channel('v1-room').on('broadcast', { event: 'ping' }, (m) => heard.push(m.payload)),
    );
    await server.query(`insert into public.rooms (name) values ('v1')`);
    await sender.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } });
    await waitFor(() => events.length === 1 && heard.length === 1);
    expect(events[0]!.new).toMatchObject({ name: 'v1' });
    expect(heard).toEqual([{ n: 1 }]);
  });
});

describe('broadcast over HTTP (/realtime/v1/api)', () => {
  // The main server mounts only the websocket; this suite mounts the HTTP side as well on a
  // server of its own, sharing the main server's context.
  let http: Server;
  let realtime: ReturnType<typeof createRealtimeServer>;
  let base: string;

  beforeAll(async () => {
    realtime = createRealtimeServer(server.server.context);
    http = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://local');
      const prefix = '/realtime/v1/api';
      if (url.pathname.startsWith(prefix))
        void realtime.handleHttp(req, res, url, url.pathname.slice(prefix.length));
      else res.writeHead(404).end();
    });
    http.on('upgrade', (req, socket, head) => realtime.handleUpgrade(req, socket, head));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await realtime.close();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  test('httpSend and send() before joining reach the subscribed clients', async () => {
    const listener = createTestClient(base, server.anonKey);
    const sender = createTestClient(base, server.anonKey);
    clients.push(listener, sender);
    const heard: unknown[] = [];
    await subscribed(
      listener.channel('http-room').on('broadcast', { event: '*' }, (m) => heard.push(m)),
    );

    const outside = sender.channel('http-room');
    expect(await outside.httpSend('knock', { n: 1 })).toEqual({ success: true });
    expect(await outside.send({ type: 'broadcast', event: 'knock', payload: { n: 2 } })).toBe('ok');
    await waitFor(() => heard.length === 2);
    expect(heard).toEqual([
      { type: 'broadcast', event: 'knock', payload: { n: 1 } },
      { type: 'broadcast', event: 'knock', payload: { n: 2 } },
    ]);

    const privateChannel = sender.channel('http-private', { config: { private: true } });
    await expect(privateChannel.httpSend('knock', { n: 3 })).rejects.toThrow('Unauthorized');
    const bad = await fetch(`${base}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: '{"messages": "nope"}',
    });
    expect(bad.status).toBe(400);
  });
});
