import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

async function signUp(
  email: string,
  meta: unknown,
): Promise<{ id: string; profile: Record<string, unknown> | undefined }> {
  const [user] = await db.query<{ id: string }>(
    'insert into auth.users (email, raw_user_meta_data) values ($1, $2) returning id',
    [email, JSON.stringify(meta)],
  );
  const [profile] = await db.query(
    'select username, languages_known, time_zone from user_profile where uid = $1',
    [user!.id],
  );
  return { id: user!.id, profile };
}

describe('sign-up trigger', () => {
  it('creates the profile from valid metadata', async () => {
    await db.scenario(async () => {
      const { profile } = await signUp('ana@example.test', {
        username: 'ana',
        user_role: 'learner',
        languages_known: [{ lang: 'spa', level: 'fluent' }],
        time_zone: 'Europe/Madrid',
      });
      expect(profile).toEqual({
        username: 'ana',
        languages_known: [{ lang: 'spa', level: 'fluent' }],
        time_zone: 'Europe/Madrid',
      });
    });
  });

  it('never fails the sign-up: invalid or taken usernames leave the profile for /getting-started', async () => {
    await db.scenario(async () => {
      await signUp('ana@example.test', {
        username: 'ana',
        languages_known: [{ lang: 'spa', level: 'fluent' }],
      });
      for (const [email, meta] of [
        ['b@example.test', {}],
        ['c@example.test', { username: 'xy', languages_known: [{ lang: 'spa', level: 'fluent' }] }],
        ['d@example.test', { username: 'dora', languages_known: [] }],
        [
          'e@example.test',
          { username: 'eve', languages_known: [{ lang: 'spa', level: 'native' }] },
        ],
        [
          'f@example.test',
          { username: 'ANA', languages_known: [{ lang: 'spa', level: 'fluent' }] },
        ],
      ] as const) {
        const { id, profile } = await signUp(email, meta);
        expect(id).toMatch(/^[0-9a-f-]{36}$/);
        expect(profile, email).toBeUndefined();
      }
      // A bad time zone falls back to UTC rather than losing the profile.
      const { profile } = await signUp('g@example.test', {
        username: 'gus',
        languages_known: [{ lang: 'eng', level: 'beginner' }],
        time_zone: 'Nowhere/Land',
      });
      expect(profile?.time_zone).toBe('UTC');
    });
  });

  it('lets a user without a profile create only their own', async () => {
    await db.scenario(async (t) => {
      const { id } = await signUp('h@example.test', {});
      const { id: other } = await signUp('i@example.test', {});
      await t.asUser(id);
      const known = JSON.stringify([{ lang: 'eng', level: 'fluent' }]);
      const forOther = await t.attempt(
        'insert into user_profile (uid, username, languages_known) values ($1, $2, $3)',
        [other, 'ivan', known],
      );
      expect(forOther.error?.message).toMatch(/row-level security/);
      const own = await t.attempt(
        'insert into user_profile (username, languages_known) values ($1, $2) returning uid',
        ['hana', known],
      );
      expect(own.rows).toEqual([{ uid: id }]);
    });
  });
});
