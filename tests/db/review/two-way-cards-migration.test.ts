import { describe, expect, it } from 'vitest';
import { replayingMigration } from '../helpers/replaying-migration.ts';
import { ensureLanguages } from '../helpers/fixtures.ts';

// The migration is replayed on a database that already holds cards and reviews.
const db = replayingMigration('20261201100000_two_way_cards.sql');

describe('two-way cards on a database that already holds cards and reviews', () => {
  it('makes every card and review recognise, with every read unchanged', async () => {
    const { t } = db;
    // One transaction, so that the identity switches (set_config local) hold until the end.
    await t.exec('begin');
    await ensureLanguages(t);
    const me = await t.createUser('before');
    const [{ today }] = (await t.query<{ today: string }>(
      "select public.day_session_at('UTC')::text as today",
    )) as [{ today: string }];
    await t.query("insert into user_deck (uid, lang) values ($1, 'spa')", [me]);
    const phrases: string[] = [];
    for (const text of ['uno', 'dos', 'tres']) {
      const [{ id }] = (await t.query<{ id: string }>(
        "insert into phrase (lang, text, added_by) values ('spa', $1, $2) returning id",
        [text, me],
      )) as [{ id: string }];
      await t.query(
        "insert into phrase_translation (phrase_id, lang, text, added_by) values ($1, 'eng', $2, $3)",
        [id, text, me],
      );
      phrases.push(id);
    }
    await t.query(
      "insert into user_card (uid, phrase_id, status) select $1, unnest($2::uuid[]), 'active'",
      [me, phrases],
    );
    for (const back of [9, 4, 0]) {
      await t.query(
        "insert into user_deck_review_state (uid, lang, day_session, manifest) values ($1, 'spa', $2::date - $3::int, $4)",
        [me, today, back, phrases],
      );
      for (const [i, phrase] of phrases.entries())
        await t.query(
          "select private.record_review($1, $2, 'spa', $3::date - $4::int, $5, null, now() - $4 * interval '1 day')",
          [me, phrase, today, back, 1 + ((i + back) % 4)],
        );
    }
    await t.asUser(me);
    const reads = async () => ({
      cards: await t.query(
        'select id, phrase_id, status, count_reviews, last_day_session, difficulty, stability, retrievability_now from user_card_plus order by phrase_id',
      ),
      deck: await t.query(
        'select count_cards, count_active, count_reviews_7d, count_reviews_7d_positive, most_recent_review_at from user_deck_plus',
      ),
      reviews: await t.query(
        'select id, phrase_id, day_session, score, difficulty, stability, day_first_review from user_card_review order by id',
      ),
      setup: await t.query("select review_day_setup('spa', $1::date + 1) as s", [today]),
      day: await t.query(
        "select phrase_id, difficulty, stability, last_day_session from review_day_cards('spa', $1::date)",
        [today],
      ),
    });
    const before = await reads();
    expect(before.reviews).toHaveLength(9);
    await t.asAdmin();

    for (const script of db.pending) await t.exec(script.sql);

    expect(
      await t.query(
        'select distinct direction from user_card union select distinct direction from user_card_review',
      ),
    ).toEqual([{ direction: 'recognise' }]);
    await t.asUser(me);
    const after = await reads();
    const setup = (after.setup[0] as { s: Record<string, unknown> }).s;
    expect(setup).toMatchObject({ recall_due: [], recall_new: [] });
    const { recall_due: _due, recall_new: _new, ...rest } = setup;
    expect({ ...after, setup: [{ s: rest }] }).toEqual(before);
    const [recall] = await t.query<{ recall_enabled: boolean }>(
      'select recall_enabled from user_deck_plus',
    );
    expect(recall).toEqual({ recall_enabled: false });
    await t.exec('rollback');
  });
});
