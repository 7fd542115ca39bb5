import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '@phrasebook/domain';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';

// PGlite is one session, so the race needs the PostgreSQL engine (DB_ENGINE=postgres).
const onPostgres = process.env.DB_ENGINE === 'postgres';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
  if (onPostgres) await db.exec("insert into language (lang, name) values ('spa', 'Spanish')");
});
afterAll(async () => {
  await db?.close();
});

// With its translation: a phrase without one is refused at commit.
const add = `with added as (insert into phrase (lang, text) values ('spa', $1) returning id)
  insert into phrase_translation (phrase_id, lang, text) select id, 'spa', 'x' from added`;

it.runIf(onPostgres)(
  'two learners adding one phrase at once: the second waits for the first, then is refused',
  async () => {
    const [first, second] = await Promise.all([db.openSession!(), db.openSession!()]);
    try {
      await first.exec('begin');
      await second.exec('begin');
      await first.query(add, ['Hasta mañana']);
      let settled = false;
      const late = second.attempt(add, ['¡hasta mañana!']).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(false);
      await first.exec('commit');
      expect((await late).error).toMatchObject({
        code: '23505',
        message: messages.phraseInLibrary,
      });
      await second.exec('commit');
      expect(await db.query("select text from phrase where lang = 'spa'")).toEqual([
        { text: 'Hasta mañana' },
      ]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  },
);
