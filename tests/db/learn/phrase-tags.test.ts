import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../helpers/fixtures.ts';
import { migrationsDir } from '@phrasebook/testing/schema';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

const tagCount = 'select count(*)::int as n from tag where lang = $1 and lower(name) = lower($2)';

describe('add_phrase_tag', () => {
  it('creates a tag in the phrase’s language, then links it whatever the case; repeating changes nothing', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.stranger);
      const [created] = await t.query<{ name: string; lang: string; added_by: string }>(
        "select name, lang, added_by from add_phrase_tag($1, '  Food ')",
        [w.phrase],
      );
      expect(created).toEqual({ name: 'Food', lang: 'spa', added_by: w.stranger });
      await t.query("select add_phrase_tag($1, 'food')", [w.phrase]);
      await t.query("select add_phrase_tag($1, 'FOOD')", [w.phrase]);
      expect(await t.query(tagCount, ['spa', 'food'])).toEqual([{ n: 1 }]);
      const links = await t.query<{ added_by: string }>(
        "select pt.added_by from phrase_tag pt join tag g on g.id = pt.tag_id where pt.phrase_id = $1 and g.name = 'Food'",
        [w.phrase],
      );
      expect(links).toEqual([{ added_by: w.stranger }]);
      // An existing tag (the owner's 'greetings', already on the phrase) is linked, not copied.
      const [linked] = await t.query<{ name: string }>(
        "select name from add_phrase_tag($1, 'Greetings')",
        [w.phrase],
      );
      expect(linked).toEqual({ name: 'greetings' });
      expect(await t.query(tagCount, ['spa', 'greetings'])).toEqual([{ n: 1 }]);
    });
  });

  it('refuses blank or long names, unknown phrases and anonymous callers', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      for (const name of ['', '   ', 'x'.repeat(41)]) {
        const { error } = await t.attempt('select add_phrase_tag($1, $2)', [w.phrase, name]);
        expect(error?.message).toBe('A tag has 1 to 40 characters');
      }
      const unknown = await t.attempt('select add_phrase_tag($1, $2)', [
        '00000000-0000-4000-8000-00000000dead',
        'food',
      ]);
      expect(unknown.error?.message).toBe('Phrase not found');
      await t.asAnon();
      const anon = await t.attempt("select add_phrase_tag($1, 'food')", [w.phrase]);
      expect(anon.error?.code).toBe('42501');
    });
  });

  it('keeps tag names unique per language regardless of case, and lets only the tagger untag', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.stranger);
      const duplicate = await t.attempt(
        "insert into tag (lang, name, added_by) values ('spa', 'GREETINGS', $1)",
        [w.stranger],
      );
      expect(duplicate.error?.code).toBe('23505');
      // The owner tagged the phrase 'greetings': a stranger's delete reaches no row.
      const removedByStranger = await t.query(
        'delete from phrase_tag where phrase_id = $1 returning 1',
        [w.phrase],
      );
      expect(removedByStranger).toEqual([]);
      await t.asUser(w.owner);
      const removedByOwner = await t.query(
        'delete from phrase_tag where phrase_id = $1 returning 1',
        [w.phrase],
      );
      expect(removedByOwner).toHaveLength(1);
    });
  });
});

describe('the case-insensitive tag index on a database that predates it', () => {
  it('merges tags differing only by case into the oldest, which keeps every phrase', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      // The database as it was before the index: 'greetings' (the world's), then 'Greetings'
      // and ' GREETINGS ' added later, one of them on a second phrase.
      await t.exec('drop index tag_lang_lower_name_key');
      const [second] = await t.query<{ id: string }>(
        "insert into phrase (lang, text, added_by) values ('spa', 'Buenos días', $1) returning id",
        [w.owner],
      );
      for (const [name, phrase, minutes] of [
        ['Greetings', w.phrase, 1],
        [' GREETINGS ', second!.id, 2],
      ] as const) {
        const [tag] = await t.query<{ id: string }>(
          `insert into tag (lang, name, added_by, created_at)
           values ('spa', $1, $2, now() + make_interval(mins => $3)) returning id`,
          [name, w.owner, minutes],
        );
        await t.query('insert into phrase_tag (phrase_id, tag_id, added_by) values ($1, $2, $3)', [
          phrase,
          tag!.id,
          w.owner,
        ]);
      }
      await t.exec(
        readFileSync(path.join(migrationsDir, '20261124200000_create_phrase_tag_rpc.sql'), 'utf8'),
      );
      const tags = await t.query<{ id: string; name: string }>(
        "select id, name from tag where lang = 'spa' and lower(btrim(name)) = 'greetings'",
      );
      expect(tags).toEqual([{ id: w.tag, name: 'greetings' }]);
      const tagged = await t.query<{ phrase_id: string }>(
        'select phrase_id from phrase_tag where tag_id = $1 order by phrase_id',
        [w.tag],
      );
      expect(tagged.map((row) => row.phrase_id)).toEqual([w.phrase, second!.id].sort());
      const { error } = await t.attempt("insert into tag (lang, name) values ('spa', 'GREETINGS')");
      expect(error?.constraint).toBe('tag_lang_lower_name_key');
    });
  });
});
