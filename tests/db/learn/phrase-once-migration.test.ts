import { expect, it } from 'vitest';
import { messages } from '@phrasebook/domain';
import { replayingMigration } from '../helpers/replaying-migration.ts';
import { ensureLanguages } from '../helpers/fixtures.ts';

// Replayed on a database already holding copies of one phrase, as a hosted project may.
const db = replayingMigration('20261212100000_phrase_once_per_library.sql');

it('migrates a library holding copies, keeps them, then refuses another', async () => {
  const { t } = db;
  await t.exec('begin');
  await ensureLanguages(t);
  const me = await t.createUser('before');
  const copies = ['Hola', 'hola', '¡Hola!'];
  for (const text of copies) {
    await t.query(
      `with added as (insert into phrase (lang, text, added_by) values ('spa', $1, $2) returning id)
       insert into phrase_translation (phrase_id, lang, text, added_by)
       select id, 'eng', 'Hello', $2 from added`,
      [text, me],
    );
  }
  await t.exec('commit');

  for (const migration of db.pending) await t.exec(migration.sql);

  await t.exec('begin');
  await t.asUser(me);
  expect(await t.query("select text from phrase where lang = 'spa' order by text")).toEqual(
    [...copies].sort().map((text) => ({ text })),
  );
  const another = await t.attempt(
    "insert into phrase (lang, text, added_by) values ('spa', 'HOLA', $1)",
    [me],
  );
  expect(another.error).toMatchObject({ code: '23505', message: messages.phraseInLibrary });
  // A copy from before may still be edited, as long as it stays the phrase it was.
  const fixed = await t.attempt("update phrase set text = 'Hola.' where text = 'hola'");
  expect(fixed.error).toBeNull();
  await t.exec('rollback');
});
