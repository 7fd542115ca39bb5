import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../helpers/fixtures.ts';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

const report =
  "insert into user_client_event (message, context, url) values ('boom', $1, '/learn')";

describe('client error reports are bounded in size and pace', () => {
  it('refuses a context over 8,000 bytes', async () => {
    await db.scenario(async (t) => {
      await t.asAnon();
      const ok = await t.attempt(report, [JSON.stringify({ stack: 'x'.repeat(7000) })]);
      expect(ok.error).toBeNull();
      const big = await t.attempt(report, [JSON.stringify({ stack: 'x'.repeat(9000) })]);
      expect(big.error?.constraint).toBe('client_event_context_at_most_8000');
    });
  });

  it('takes 30 reports a minute from a signed-in user, then answers PT429', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t); // the owner has filed one report already
      await t.asUser(w.owner);
      for (let i = 0; i < 29; i++) expect((await t.attempt(report, ['{}'])).error).toBeNull();
      const over = await t.attempt(report, ['{}']);
      expect(over.error?.code).toBe('PT429');
      // Another user has a pace of their own.
      await t.asUser(w.friend);
      expect((await t.attempt(report, ['{}'])).error).toBeNull();
    });
  });

  it('takes 120 anonymous reports a minute in all, then answers PT429', async () => {
    await db.scenario(async (t) => {
      await t.asAnon();
      for (let i = 0; i < 120; i++) expect((await t.attempt(report, ['{}'])).error).toBeNull();
      expect((await t.attempt(report, ['{}'])).error?.code).toBe('PT429');
    });
  });
});
