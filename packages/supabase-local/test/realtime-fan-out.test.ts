import { fileURLToPath } from 'node:url';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Engine } from '../src/engine/types.ts';
import { type SignedUpUser, startTestServer, type TestServer } from './harness.ts';
import { settle, waitFor } from './wait.ts';

// Many subscribers at once, as the load bench (tests/bench/load.ts) runs them: every change
// must reach every subscriber allowed to read it, exactly once, and the cost of a batch of
// changes in database round trips must not grow with the number of subscribers.

const migrationsDir = fileURLToPath(new URL('./fixtures/realtime-migrations', import.meta.url));
const SUBSCRIBERS = 12;

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

let server: TestServer;
let users: SignedUpUser[];

beforeAll(async () => {
  server = await startTestServer({ migrationsDir });
  users = [];
  for (let i = 0; i < SUBSCRIBERS; i++) users.push(await server.signUpUser());
});

afterAll(async () => {
  for (const { client } of users ?? []) await client.removeAllChannels();
  await server?.close();
});

/** One channel per client with INSERT bindings on notes (owner-only) and rooms (public). */
async function subscribeAll(
  clients: SupabaseClient[],
): Promise<Array<{ notes: Change[]; rooms: Change[] }>> {
  return Promise.all(
    clients.map(
      (client, i) =>
        new Promise<{ notes: Change[]; rooms: Change[] }>((resolve, reject) => {
          const seen = { notes: [] as Change[], rooms: [] as Change[] };
          client
            .channel(`fan-out-${i}-${Math.random().toString(36).slice(2)}`)
            .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notes' }, (p) =>
              seen.notes.push(p),
            )
            .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rooms' }, (p) =>
              seen.rooms.push(p),
            )
            .subscribe((status, err) => {
              if (status === 'SUBSCRIBED') resolve(seen);
              else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
                reject(err ?? new Error(status));
            });
        }),
    ),
  );
}

/** Counts the calls made to the engine (each one a round trip) while installed. */
function countRoundTrips(engine: Engine): { readonly count: number; restore(): void } {
  const methods = ['query', 'exec', 'script', 'transaction'] as const;
  const originals = methods.map((name) => [name, engine[name]] as const);
  let count = 0;
  for (const [name, original] of originals) {
    (engine as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      count++;
      return (original as (...a: unknown[]) => unknown).apply(engine, args);
    };
  }
  return {
    get count() {
      return count;
    },
    restore() {
      for (const [name, original] of originals) {
        (engine as unknown as Record<string, unknown>)[name] = original;
      }
    },
  };
}

describe('postgres_changes with many subscribers', () => {
  test('concurrent writes reach every subscriber exactly once, each only what it may read', async () => {
    const seen = await subscribeAll(users.map((u) => u.client));
    const notesEach = 4;
    const rooms = 10;
    // Everyone writes at once: each user their own notes through the REST API, the
    // superuser the rooms everyone may read.
    await Promise.all([
      ...users.flatMap(({ client, user }) =>
        Array.from({ length: notesEach }, async (_, n) => {
          const { error } = await client
            .from('notes')
            .insert({ owner: user.id, body: `note ${n} of ${user.id}` });
          if (error) throw new Error(error.message);
        }),
      ),
      ...Array.from({ length: rooms }, (_, r) =>
        server.query(`insert into public.rooms (name) values ($1)`, [`room ${r}`]),
      ),
    ]);
    await waitFor(() => seen.every((s) => s.notes.length >= notesEach && s.rooms.length >= rooms));
    await settle();
    seen.forEach((s, i) => {
      expect(s.notes.length).toBe(notesEach);
      expect(new Set(s.notes.map((e) => (e.new as { id: number }).id)).size).toBe(notesEach);
      expect(s.notes.every((e) => (e.new as { owner: string }).owner === users[i]!.user.id)).toBe(
        true,
      );
      expect(s.rooms.length).toBe(rooms);
      expect(new Set(s.rooms.map((e) => (e.new as { name: string }).name)).size).toBe(rooms);
    });
    for (const { client } of users) await client.removeAllChannels();
  });

  test('a change reaches all its subscribers in two database round trips, whatever their number', async () => {
    const seen = await subscribeAll(users.map((u) => u.client));
    for (let round = 0; round < 3; round++) {
      await server.query(`insert into public.rooms (name) values ($1)`, [`counted ${round}`]);
      // Counted from the commit to the last delivery: reading the change with its table,
      // then every subscriber's row level security check at once.
      const trips = countRoundTrips(server.server.engine);
      try {
        await waitFor(() => seen.every((s) => s.rooms.length === round + 1));
      } finally {
        trips.restore();
      }
      expect(trips.count).toBeLessThanOrEqual(2);
    }
    for (const { client } of users) await client.removeAllChannels();
  });
});
