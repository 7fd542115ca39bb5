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

/** Issue #27: no username that reads as someone else's once invisible characters are removed. */
describe('usernames', () => {
  it('refuses invisible, formatting and unusual space characters', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.stranger);
      const lookalikes = [
        'friend\u200b',
        'fri\u00a0end',
        '\u202efriend',
        'friend\t',
        'fr\u2060iend',
        'friend\u{e0041}',
      ];
      const refusals = [];
      for (const username of lookalikes) {
        const { error } = await t.attempt('update user_profile set username = $1 where uid = $2', [
          username,
          w.stranger,
        ]);
        refusals.push(error?.constraint);
      }
      expect(refusals).toEqual(lookalikes.map(() => 'username_visible_characters'));
    });
  });

  it('stores names composed, so one accented name cannot be taken twice', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.friend);
      await t.query("update user_profile set username = 'Jose\u0301' where uid = $1", [w.friend]);
      await t.asUser(w.stranger);
      const { error } = await t.attempt(
        "update user_profile set username = 'jos\u00e9' where uid = $1",
        [w.stranger],
      );
      expect(error?.constraint).toBe('user_profile_username_key');
      await t.asAdmin();
      const [row] = await t.query<{ username: string }>(
        'select username from user_profile where uid = $1',
        [w.friend],
      );
      expect(row?.username).toBe('Jos\u00e9');
    });
  });

  it('keeps plain spaces, accents and scripts other than Latin', async () => {
    await db.scenario(async (t) => {
      const w = await buildWorld(t);
      await t.asUser(w.stranger);
      for (const username of ['Ana María', 'கார்த்திக்', 'Łukasz 7']) {
        const { error } = await t.attempt('update user_profile set username = $1 where uid = $2', [
          username,
          w.stranger,
        ]);
        expect(error).toBeNull();
      }
    });
  });
});
