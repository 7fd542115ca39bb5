import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const migrationsDir = fileURLToPath(new URL('./fixtures/limits-migrations', import.meta.url));

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ migrationsDir, rest: { maxResponseBytes: 8192 } });
});
afterAll(async () => {
  await server?.close();
});

test("a statement past the role's timeout is ended, and the server answers meanwhile", async () => {
  const anon = server.client();
  let slowDone = false;
  const slow = anon.rpc('sleep_for', { seconds: 30 }).then((result) => {
    slowDone = true;
    return result;
  });
  await new Promise((resolve) => setTimeout(resolve, 200));
  const health = await fetch(`${server.url}/health`);
  expect(health.status).toBe(200);
  expect(slowDone).toBe(false);

  const { error } = await slow;
  expect(error?.code).toBe('57014');
  expect(error?.message).toMatch(/statement timeout/);
  // The next requests are served as usual, on PGlite by a fresh database worker.
  const places = await anon.from('place').select('id').order('id').limit(3);
  expect(places.error).toBeNull();
  expect(places.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
});

test('embeds nest at most four levels deep', async () => {
  const anon = server.client();
  const four = await anon
    .from('place')
    .select('id, road(id, place(id, road(id, place(id))))')
    .eq('id', 1)
    .single();
  expect(four.error).toBeNull();
  const five = await anon
    .from('place')
    .select('id, road(id, place(id, road(id, place(id, road(id)))))')
    .eq('id', 1);
  expect(five.status).toBe(400);
  expect(five.error?.code).toBe('PGRST100');
  expect(five.error?.details).toMatch(/deeper than 4 levels/);
});

test('a response larger than the limit is an error, not a body', async () => {
  const anon = server.client();
  const small = await anon.from('road').select('id').limit(10);
  expect(small.error).toBeNull();
  const large = await anon.from('road').select('*');
  expect(large.status).toBe(500);
  expect(large.error?.code).toBe('54000');
  expect(large.data).toBeNull();
});
