import { befriend, ensureLanguages } from '../helpers/fixtures.ts';
import type { Scenario } from '../helpers/test-db.ts';

// The corrections' world and steps, shared by the corrections' tests and the library's.

export const send = async (t: Scenario, from: string, to: string, text: string) => {
  await t.asUser(from);
  const [row] = await t.query<{ id: string }>(
    "insert into chat_message (sender_uid, recipient_uid, message_type, message) values ($1, $2, 'text', $3) returning id",
    [from, to, text],
  );
  return row!.id;
};

/**
 * Ana learns Spanish (a deck), ben is her friend and carla ben's friend too; ana wrote ben a
 * sentence with a mistake, and ben one to her. Leaves the scenario as admin.
 */
export async function world(t: Scenario) {
  await t.asAdmin();
  await ensureLanguages(t);
  const ana = await t.createUser('ana');
  const ben = await t.createUser('ben', { languagesKnown: [{ lang: 'spa', level: 'fluent' }] });
  const carla = await t.createUser('carla');
  await befriend(t, ana, ben);
  await befriend(t, ben, carla);
  await t.query("insert into user_deck (uid, lang) values ($1, 'spa')", [ana]);
  const original = await send(t, ana, ben, 'Yo soy cansado hoy');
  const bens = await send(t, ben, ana, '¿Qué tal?');
  await t.asAdmin();
  return { ana, ben, carla, original, bens };
}

export const correct = (
  t: Scenario,
  from: string,
  to: string,
  original: string,
  text: string | null,
) =>
  t.attempt(
    `insert into chat_message (sender_uid, recipient_uid, message_type, related_message_id, message)
     values ($1, $2, 'correction', $3, $4) returning id`,
    [from, to, original, text],
  );

export const makeCard = (
  t: Scenario,
  correction: string,
  lang = 'spa',
  translationLang: string | null = 'eng',
  translation: string | null = 'I am tired today',
) =>
  t.attempt('select make_correction_card($1, $2, $3, $4) as result', [
    correction,
    lang,
    translationLang,
    translation,
  ]);

/** What the refusals below must leave as it was. */
export const snapshot = async (t: Scenario) => {
  await t.asAdmin();
  const [counts] = await t.query(
    `select (select count(*)::int from chat_message) as messages,
            (select count(*)::int from notification) as notifications,
            (select count(*)::int from phrase) as phrases,
            (select count(*)::int from phrase_translation) as translations,
            (select count(*)::int from user_card) as cards`,
  );
  return counts;
};

export const notificationsOf = async (t: Scenario, uid: string) => {
  await t.asUser(uid);
  return t.query<{ kind: string; actor_uid: string; message_id: string; phrase_id: string | null }>(
    "select kind, actor_uid, message_id, phrase_id, lang from notification where kind like 'correction%' order by changed_at",
  );
};
