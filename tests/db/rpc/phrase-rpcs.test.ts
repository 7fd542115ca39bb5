import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld } from '../helpers/fixtures.ts';
import { openTestDb, type Json, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('add_phrase', () => {
  it("adds the phrase, its translation and a card in the caller's deck", async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const [{ r }] = (await t.query<{ r: Json }>(
        "select add_phrase('spa', 'Buenas noches', 'eng', 'Good night') as r",
      )) as [{ r: Json }];
      expect(r.phrase).toMatchObject({ lang: 'spa', text: 'Buenas noches', added_by: w.owner });
      expect(r.translations[0]).toMatchObject({
        lang: 'eng',
        text: 'Good night',
        added_by: w.owner,
      });
      expect(r.card).toMatchObject({
        uid: w.owner,
        lang: 'spa',
        status: 'active',
        phrase_id: r.phrase.id,
      });
      // Without a deck in that language: the phrase is added, no card.
      const [{ r: noDeck }] = (await t.query<{ r: Json }>(
        "select add_phrase('fra', 'Bonne nuit', 'eng', 'Good night') as r",
      )) as [{ r: Json }];
      expect(noDeck.card).toBeNull();
    });
  });

  it('is safe to retry with a client-made phrase id, which nobody else may reuse', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const id = '00000000-0000-4000-8000-0000000000a1';
      const call = "select add_phrase('spa', 'Buenas tardes', 'eng', 'Good afternoon', $1) as r";
      const [{ r: first }] = (await t.query<{ r: Json }>(call, [id])) as [{ r: Json }];
      const [{ r: retry }] = (await t.query<{ r: Json }>(call, [id])) as [{ r: Json }];
      expect(retry).toEqual(first);
      expect(first.phrase.id).toBe(id);
      const [{ n }] = (await t.query<{ n: number }>(
        "select count(*)::int as n from phrase where text = 'Buenas tardes'",
      )) as [{ n: number }];
      expect(n).toBe(1);
      await t.asUser(w.stranger);
      const { error } = await t.attempt(call, [id]);
      expect(error?.message).toBe('This phrase id belongs to someone else');
    });
  });

  it('refuses missing parts with the spec messages, and anonymous callers', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const cases: [unknown[], string][] = [
        [['spa', ' ', 'eng', 'x'], 'Please enter a phrase'],
        [['spa', 'Hola', 'en', 'x'], 'Provide a language for the translation'],
        [['spa', 'Hola', 'eng', ''], 'Please enter a translation'],
      ];
      for (const [params, message] of cases) {
        const { error } = await t.attempt('select add_phrase($1, $2, $3, $4)', params);
        expect(error?.message).toBe(message);
      }
      await t.asAnon();
      const anon = await t.attempt("select add_phrase('spa', 'Hola', 'eng', 'Hi')");
      expect(anon.error?.message).toMatch(/permission denied/);
    });
  });
});

describe('bulk_add_phrases', () => {
  it('adds every phrase with its translations and cards, all or nothing', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const phrases = [
        {
          phrase_text: 'Uno',
          translations: [
            { lang: 'eng', text: 'One' },
            { lang: 'fra', text: 'Un' },
          ],
        },
        { phrase_text: 'Dos', translations: [{ lang: 'eng', text: 'Two' }] },
      ];
      const [{ r }] = (await t.query<{ r: Json[] }>(
        "select bulk_add_phrases('spa', $1::jsonb) as r",
        [JSON.stringify(phrases)],
      )) as [{ r: Json[] }];
      expect(r).toHaveLength(2);
      expect(r[0]!.translations).toHaveLength(2);
      expect(r.every((x) => x.card?.status === 'active')).toBe(true);

      // A retry of the same batch (ids made by the client) adds nothing new. Phrases of its own:
      // the library already holds the first batch's, and refuses them again.
      const withIds = ['Cuatro', 'Cinco'].map((text, i) => ({
        phrase_text: text,
        translations: [{ lang: 'eng', text: `${text} (en)` }],
        id: `00000000-0000-4000-8000-00000000000${i}`,
      }));
      const [{ r: once }] = (await t.query<{ r: Json[] }>(
        "select bulk_add_phrases('spa', $1::jsonb) as r",
        [JSON.stringify(withIds)],
      )) as [{ r: Json[] }];
      const [{ r: twice }] = (await t.query<{ r: Json[] }>(
        "select bulk_add_phrases('spa', $1::jsonb) as r",
        [JSON.stringify(withIds)],
      )) as [{ r: Json[] }];
      expect(twice).toEqual(once);

      const bad: [unknown, string][] = [
        [[], 'Please add at least one phrase'],
        [
          [{ phrase_text: '', translations: [{ lang: 'eng', text: 'x' }] }],
          'Please enter a phrase',
        ],
        [[{ phrase_text: 'Tres', translations: [] }], 'Please add at least one translation'],
        [
          [{ phrase_text: 'Tres', translations: [{ lang: 'eng', text: ' ' }] }],
          'Please enter a translation',
        ],
        [
          [
            {
              phrase_text: 'Tres',
              translations: [
                { lang: 'eng', text: 'Three' },
                { lang: 'eng', text: ' Three ' },
              ],
            },
          ],
          'This phrase already has this translation',
        ],
      ];
      const [{ n: before }] = (await t.query<{ n: number }>(
        'select count(*)::int as n from phrase',
      )) as [{ n: number }];
      // Good rows the library lacks (it refuses the first batch's now), for a bad one to follow.
      const good = ['Seis', 'Siete'].map((text) => ({
        phrase_text: text,
        translations: [{ lang: 'eng', text }],
      }));
      for (const [input, message] of bad) {
        const { error } = await t.attempt("select bulk_add_phrases('spa', $1::jsonb)", [
          // A bad phrase after good ones must undo the good ones too.
          JSON.stringify(
            (input as unknown[]).length === 0 ? [] : [...good, ...(input as unknown[])],
          ),
        ]);
        expect(error?.message).toBe(message);
      }
      const [{ n: after }] = (await t.query<{ n: number }>(
        'select count(*)::int as n from phrase',
      )) as [{ n: number }];
      expect(after).toBe(before);
    });
  });
});

describe('accept_recommendation', () => {
  it('adds the card, posts one accepted message linked to the recommendation, and is safe to repeat', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      await t.query('delete from user_card where id = $1', [w.card]);
      const [{ r }] = (await t.query<{ r: Json }>('select accept_recommendation($1) as r', [
        w.message,
      ])) as [{ r: Json }];
      expect(r.card).toMatchObject({ uid: w.owner, phrase_id: w.phrase, status: 'active' });
      expect(r.message).toMatchObject({
        sender_uid: w.owner,
        recipient_uid: w.friend,
        message_type: 'accepted',
        related_message_id: w.message,
        phrase_id: w.phrase,
      });
      const [{ r: again }] = (await t.query<{ r: Json }>('select accept_recommendation($1) as r', [
        w.message,
      ])) as [{ r: Json }];
      expect(again.message.id).toBe(r.message.id);
      const [{ n }] = (await t.query<{ n: number }>(
        "select count(*)::int as n from chat_message where message_type = 'accepted' and related_message_id = $1",
        [w.message],
      )) as [{ n: number }];
      expect(n).toBe(1);
    });
  });

  it('refuses a recommendation sent to someone else', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.stranger);
      const { error } = await t.attempt('select accept_recommendation($1)', [w.message]);
      expect(error?.message).toBe('Recommendation not found');
      await t.asUser(w.friend); // the sender cannot accept their own recommendation
      const own = await t.attempt('select accept_recommendation($1)', [w.message]);
      expect(own.error?.message).toBe('Recommendation not found');
    });
  });
});
