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

/** Issue #27: a client cannot date a phrase or a translation to head other learners' lists. */
describe('phrase and translation times are the server’s', () => {
  it('takes the server’s time for a phrase and a translation sent with another date', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const [phrase] = await t.query<{ id: string; fresh: boolean }>(
        `insert into phrase (lang, text, created_at) values ('spa', 'Hasta el año 2999', '2999-01-01')
         returning id, created_at = now() as fresh`,
      );
      const [translation] = await t.query<{ fresh: boolean }>(
        `insert into phrase_translation (phrase_id, lang, text, created_at)
         values ($1, 'eng', 'Until 1970', '1970-01-01') returning created_at = now() as fresh`,
        [w.phrase],
      );
      expect(phrase?.fresh).toBe(true);
      expect(translation?.fresh).toBe(true);
    });
  });

  it('keeps the time when an author edits their row', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      const [before] = await t.query<{ created_at: string }>(
        'select created_at::text from phrase where id = $1',
        [w.phrase],
      );
      await t.asUser(w.owner);
      await t.query(`update phrase set created_at = '2999-01-01', text = 'Edited' where id = $1`, [
        w.phrase,
      ]);
      await t.query(`update phrase_translation set created_at = '1970-01-01' where id = $1`, [
        w.translation,
      ]);
      await t.asAdmin();
      const [after] = await t.query<{ created_at: string; text: string }>(
        'select created_at::text, text from phrase where id = $1',
        [w.phrase],
      );
      const [translation] = await t.query<{ year: number }>(
        'select extract(year from created_at)::int as year from phrase_translation where id = $1',
        [w.translation],
      );
      expect(after).toEqual({ created_at: before?.created_at, text: 'Edited' });
      expect(translation?.year).not.toBe(1970);
    });
  });
});
