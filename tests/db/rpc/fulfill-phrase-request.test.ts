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

describe('fulfill_phrase_request', () => {
  it('the first answer fulfils the request and gives the requester a card; later answers only add phrases', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.stranger);
      const [{ r }] = (await t.query<{ r: Json }>(
        "select fulfill_phrase_request($1, 'Una tapa de tortilla, por favor', 'eng', 'A portion of tortilla, please') as r",
        [w.request],
      )) as [{ r: Json }];
      expect(r.request).toMatchObject({ status: 'fulfilled' });
      expect(r.request.fulfilled_at).not.toBeNull();
      expect(r.requester_card_added).toBe(true);
      expect(r.phrase).toMatchObject({ lang: 'spa', added_by: w.stranger });
      // The stranger still cannot see the requester's cards.
      const hidden = await t.query('select 1 from user_card where uid = $1', [w.owner]);
      expect(hidden).toEqual([]);

      // The same answer retried with its phrase id is returned, not added twice.
      const answerId = '00000000-0000-4000-8000-0000000000b1';
      await t.asUser(w.friend);
      const retryCall =
        "select fulfill_phrase_request($1, 'Otra tapa', 'eng', 'Another tapa', $2) as r";
      const [{ r: a1 }] = (await t.query<{ r: Json }>(retryCall, [w.request, answerId])) as [
        { r: Json },
      ];
      const [{ r: a2 }] = (await t.query<{ r: Json }>(retryCall, [w.request, answerId])) as [
        { r: Json },
      ];
      expect(a2).toEqual(a1);
      expect(a1.requester_card_added).toBe(false);
      await t.asUser(w.friend);
      const [{ r: second }] = (await t.query<{ r: Json }>(
        "select fulfill_phrase_request($1, 'Unas tapas, por favor', 'eng', 'Some tapas, please') as r",
        [w.request],
      )) as [{ r: Json }];
      expect(second.requester_card_added).toBe(false);

      await t.asUser(w.owner);
      const cards = await t.query<{ phrase_id: string }>(
        'select phrase_id from user_card where uid = $1',
        [w.owner],
      );
      expect(cards.map((c) => c.phrase_id)).toContain(r.phrase.id);
      expect(cards.map((c) => c.phrase_id)).not.toContain(second.phrase.id);
      const [view] = await t.query<{ status: string; phrases: Json[]; requester: Json }>(
        'select status, phrases, requester from meta_phrase_request where id = $1',
        [w.request],
      );
      expect(view!.status).toBe('fulfilled');
      expect(view!.requester).toEqual({ uid: w.owner, username: 'owner', avatar_path: null });
      // One transaction gives every answer the same time, so compare them as a set.
      expect(view!.phrases.map((p) => p.text).sort()).toEqual([
        'Otra tapa',
        'Una tapa de tortilla, por favor',
        'Unas tapas, por favor',
      ]);
      expect(view!.phrases.find((p) => p.id === r.phrase.id)!.translations).toMatchObject([
        { lang: 'eng', text: 'A portion of tortilla, please' },
      ]);
    });
  });

  it("refuses the requester's own answer, and leaves no phrase of it behind", async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      const own = await t.attempt(
        "select fulfill_phrase_request($1, 'Una tapa, por favor', 'eng', 'A tapa, please')",
        [w.request],
      );
      expect(own.error?.message).toBe('You cannot answer your own request');
      const left = await t.query(
        `select status,
                (select count(*)::int from phrase where text = 'Una tapa, por favor') as phrases
         from phrase_request where id = $1`,
        [w.request],
      );
      expect(left).toEqual([{ status: 'pending', phrases: 0 }]);
    });
  });

  it('refuses anonymous callers, unknown and cancelled requests', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.owner);
      await t.query("update phrase_request set status = 'cancelled' where id = $1", [w.request]);
      await t.asUser(w.friend);
      const cancelled = await t.attempt("select fulfill_phrase_request($1, 'Hola', 'eng', 'Hi')", [
        w.request,
      ]);
      expect(cancelled.error?.message).toBe('This request was cancelled');
      const unknown = await t.attempt(
        "select fulfill_phrase_request(gen_random_uuid(), 'Hola', 'eng', 'Hi')",
      );
      expect(unknown.error?.message).toBe('Request not found');
      await t.asAnon();
      const anon = await t.attempt("select fulfill_phrase_request($1, 'Hola', 'eng', 'Hi')", [
        w.request,
      ]);
      expect(anon.error?.message).toMatch(/permission denied/);
    });
  });
});
