import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLanguages } from '../helpers/fixtures.ts';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('answer buttons', () => {
  it('are four by default, two on the profile or a deck, and nothing else', async () => {
    await db.scenario(async (t) => {
      await ensureLanguages(t);
      const me = await t.createUser('buttons');
      await t.query("insert into user_deck (uid, lang) values ($1, 'spa')", [me]);
      await t.asUser(me);
      expect(await t.query('select answer_buttons from user_profile')).toEqual([
        { answer_buttons: 'four' },
      ]);
      await t.query("update user_profile set answer_buttons = 'two'");
      await t.query("update user_deck set answer_buttons = 'four'");
      const three = await t.attempt("update user_profile set answer_buttons = 'three'");
      expect(three.error?.constraint).toBe('answer_buttons_four_or_two');
      const deckThree = await t.attempt("update user_deck set answer_buttons = 'three'");
      expect(deckThree.error?.constraint).toBe('deck_answer_buttons_four_or_two');
      expect(await t.query('select answer_buttons from user_deck')).toEqual([
        { answer_buttons: 'four' },
      ]);
    });
  });
});
