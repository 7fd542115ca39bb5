import { expect, it } from 'vitest';
import { replayingMigration } from '../helpers/replaying-migration.ts';
import { ensureLanguages } from '../helpers/fixtures.ts';

// Replayed on a database already holding repeated translations, as a hosted project would.
const db = replayingMigration('20261209100000_translation_once_per_phrase.sql');

it('keeps the first of each repeated translation, trimmed, then refuses a repeat and holds a long one', async () => {
  const { t } = db;
  await t.exec('begin');
  await ensureLanguages(t);
  const me = await t.createUser('before');
  const [{ id: phrase }] = (await t.query<{ id: string }>(
    "insert into phrase (lang, text, added_by) values ('spa', 'Hola', $1) returning id",
    [me],
  )) as [{ id: string }];
  const added: [lang: string, text: string, minutesAgo: number][] = [
    ['eng', 'Hello', 5],
    ['eng', ' Hello ', 9],
    ['eng', 'Hello', 1],
    ['fra', 'Hello', 3],
    ['eng', 'Hi ', 2],
  ];
  for (const [lang, text, minutesAgo] of added) {
    await t.query(
      "insert into phrase_translation (phrase_id, lang, text, added_by, created_at) values ($1, $2, $3, $4, now() - $5 * interval '1 minute')",
      [phrase, lang, text, me, minutesAgo],
    );
  }

  // The migration as it shipped, then the one that makes either version of it end the same.
  const through = db.pending.findIndex(
    (m) => m.name === '20261210110000_translation_once_by_digest.sql',
  );
  for (const migration of db.pending.slice(0, through + 1)) await t.exec(migration.sql);

  expect(
    await t.query(
      'select lang, text, round(extract(epoch from now() - created_at) / 60)::int as minutes_ago from phrase_translation order by lang, text',
    ),
  ).toEqual([
    { lang: 'eng', text: 'Hello', minutes_ago: 9 },
    { lang: 'eng', text: 'Hi', minutes_ago: 2 },
    { lang: 'fra', text: 'Hello', minutes_ago: 3 },
  ]);
  await t.asUser(me);
  // Refused in the product's words, inserted or changed into a repeat.
  const repeat = await t.attempt(
    "insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, 'fra', 'Hello', $2)",
    [phrase, me],
  );
  expect(repeat.error).toMatchObject({
    code: '23505',
    message: 'This phrase already has this translation',
  });
  const changed = await t.attempt(
    "update phrase_translation set text = 'Hello' where text = 'Hi' and phrase_id = $1",
    [phrase],
  );
  expect(changed.error?.message).toBe('This phrase already has this translation');
  // The longest translation the rules allow, in a script of three bytes a character, is held
  // (a btree entry of the text itself would be over its 2,704 bytes).
  const long = Array.from({ length: 1000 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('');
  const held = await t.attempt(
    "insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, 'deu', $2, $3)",
    [phrase, long, me],
  );
  expect(held.error).toBeNull();
  await t.exec('rollback');
});
