import { fileURLToPath } from 'node:url';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { type SignedUpUser, startTestServer, type TestServer } from './harness.ts';
import { settle, waitFor } from './wait.ts';

const migrationsDir = fileURLToPath(
  new URL('./fixtures/private-channel-migrations', import.meta.url),
);

interface Received {
  event: string;
  type: string;
  payload: Record<string, unknown>;
  meta?: { id: string };
}

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

/** Subscribes and answers the status it ended in, with the error realtime gave, if any. */
function subscribe(channel: RealtimeChannel): Promise<{ status: string; error?: Error }> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED' || status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        resolve({ status, ...(error ? { error } : {}) });
      }
    });
  });
}

async function listen(
  client: SupabaseClient,
  topic: string,
  isPrivate = true,
): Promise<{ received: Received[]; channel: RealtimeChannel }> {
  const received: Received[] = [];
  const channel = client
    .channel(topic, { config: { private: isPrivate } })
    .on('broadcast', { event: '*' }, (message) => received.push(message as Received));
  const { status, error } = await subscribe(channel);
  if (status !== 'SUBSCRIBED') throw error ?? new Error(status);
  return { received, channel };
}

const topicOf = (user: SignedUpUser) => `user:${user.user.id}`;

describe('private channels authorised by policies on realtime.messages', () => {
  test('a user may join their own topic, not another user’s', async () => {
    await listen(alice.client, topicOf(alice));
    const refused = await subscribe(
      bob.client.channel(topicOf(alice), { config: { private: true } }),
    );
    expect(refused.status).toBe('CHANNEL_ERROR');
    expect(refused.error?.message).toContain(
      `Unauthorized: You do not have permissions to read from this Channel topic: ${topicOf(alice)}`,
    );
  });

  test('the anon key is refused; the service role gets in', async () => {
    const anon = server.client();
    const service = server.client(server.serviceRoleKey);
    clients.push(anon, service);
    const refused = await subscribe(anon.channel(topicOf(alice), { config: { private: true } }));
    expect(refused.status).toBe('CHANNEL_ERROR');
    await expect(listen(service, topicOf(alice))).resolves.toBeDefined();
  });

  test('a new token that may not read the topic shuts the channel', async () => {
    const service = server.client(server.serviceRoleKey);
    clients.push(service);
    const statuses: string[] = [];
    const received: Received[] = [];
    const channel = service
      .channel(topicOf(alice), { config: { private: true } })
      .on('broadcast', { event: '*' }, (message) => received.push(message as Received));
    channel.subscribe((status) => statuses.push(status));
    await waitFor(() => statuses.includes('SUBSCRIBED'));
    await service.realtime.setAuth(bob.session.access_token);
    await waitFor(() => statuses.includes('CLOSED'));
    await server.query(`select realtime.send('{}', 'after', $1)`, [topicOf(alice)]);
    await settle();
    expect(received).toEqual([]);
  });

  test('client broadcasts on a private channel need the write policy', async () => {
    const own = await listen(alice.client, topicOf(alice));
    const service = server.client(server.serviceRoleKey);
    clients.push(service);
    const watcher = await listen(service, topicOf(alice));
    await own.channel.send({ type: 'broadcast', event: 'from-alice', payload: { n: 1 } });
    await waitFor(() => watcher.received.length === 1);
    expect(watcher.received[0]).toMatchObject({ event: 'from-alice', payload: { n: 1 } });

    // Bob reads his own topic, but the policies let no one send on a topic not theirs:
    // with a read-only policy of its own, a shared topic shows the refusal.
    await server.query(`create policy "announcements: read" on realtime.messages for select
      to authenticated using (realtime.topic() = 'announcements')`);
    const reader = await listen(bob.client, 'announcements');
    const serviceWatcher = await listen(service, 'announcements');
    await reader.channel.send({ type: 'broadcast', event: 'from-bob', payload: {} });
    await settle();
    expect(serviceWatcher.received).toEqual([]);
  });
});

describe('broadcast from the database', () => {
  test('realtime.send reaches the private channel after commit, with its id in meta', async () => {
    const { received } = await listen(alice.client, topicOf(alice));
    await server.server.engine.transaction(async (tx) => {
      await tx.query(`select realtime.send('{"hello":"world"}', 'greeting', $1)`, [topicOf(alice)]);
      await settle(200);
      expect(received).toEqual([]);
    });
    await waitFor(() => received.length === 1);
    const [message] = received;
    const { rows } = await server.query<{ id: string }>(
      "select id from realtime.messages where event = 'greeting'",
    );
    expect(message).toEqual({
      type: 'broadcast',
      event: 'greeting',
      payload: { hello: 'world', id: rows[0]?.id },
      meta: { id: rows[0]?.id },
    });
  });

  test('a rolled back send is never delivered', async () => {
    const { received } = await listen(alice.client, topicOf(alice));
    await expect(
      server.server.engine.transaction(async (tx) => {
        await tx.query(`select realtime.send('{}', 'undone', $1)`, [topicOf(alice)]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await server.query(`select realtime.send('{}', 'done', $1)`, [topicOf(alice)]);
    await waitFor(() => received.length === 1);
    await settle();
    expect(received.map((m) => m.event)).toEqual(['done']);
  });

  test('a private send does not reach a public channel of the same name, nor the reverse', async () => {
    const privateOne = await listen(alice.client, topicOf(alice));
    const publicOne = await listen(bob.client, topicOf(alice), false);
    await server.query(`select realtime.send('{}', 'private', $1)`, [topicOf(alice)]);
    await server.query(`select realtime.send('{}', 'public', $1, false)`, [topicOf(alice)]);
    await waitFor(() => privateOne.received.length === 1 && publicOne.received.length === 1);
    await settle();
    expect(privateOne.received.map((m) => m.event)).toEqual(['private']);
    expect(publicOne.received.map((m) => m.event)).toEqual(['public']);
  });

  test('realtime.broadcast_changes from a trigger reaches the row’s owner only', async () => {
    const own = await listen(alice.client, topicOf(alice));
    const other = await listen(bob.client, topicOf(bob));
    await server.query('insert into public.letters (owner, body) values ($1, $2)', [
      alice.user.id,
      'dear alice',
    ]);
    await waitFor(() => own.received.length === 1);
    await settle();
    expect(other.received).toEqual([]);
    expect(own.received[0]).toMatchObject({
      event: 'letter',
      payload: {
        operation: 'INSERT',
        table: 'letters',
        schema: 'public',
        record: { owner: alice.user.id, body: 'dear alice' },
        old_record: null,
      },
    });
  });

  test('many sends in one transaction arrive in order', async () => {
    const { received } = await listen(alice.client, topicOf(alice));
    await server.query(
      `select realtime.send(jsonb_build_object('n', n), 'count', $1) from generate_series(1, 300) n`,
      [topicOf(alice)],
    );
    await waitFor(() => received.length === 300);
    expect(received.map((m) => m.payload.n)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
  });
});

describe('broadcast over HTTP to a private topic', () => {
  test('needs the write policy on the topic', async () => {
    const { received } = await listen(alice.client, topicOf(alice));
    await alice.client.channel(topicOf(alice), { config: { private: true } }).httpSend('by-http', {
      n: 1,
    });
    await waitFor(() => received.length === 1);
    await expect(
      bob.client.channel(topicOf(alice), { config: { private: true } }).httpSend('intruder', {}),
    ).rejects.toThrow('Unauthorized');
    await settle();
    expect(received.map((m) => m.event)).toEqual(['by-http']);
  });
});
