import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureLanguages } from '../helpers/fixtures.ts';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/**
 * A learner (ana, learning Spanish), her friend ben (fluent in Spanish), carla (a beginner in
 * Spanish, also ana's friend) and a stranger; a Spanish phrase. Leaves the scenario as admin.
 */
async function world(t: Scenario) {
  await t.asAdmin();
  await ensureLanguages(t);
  const ana = await t.createUser('ana', { languagesKnown: [{ lang: 'eng', level: 'fluent' }] });
  const ben = await t.createUser('ben', { languagesKnown: [{ lang: 'spa', level: 'fluent' }] });
  const carla = await t.createUser('carla', {
    languagesKnown: [{ lang: 'spa', level: 'beginner' }],
  });
  const stranger = await t.createUser('stranger');
  for (const friend of [ben, carla]) {
    for (const [by, action] of [
      [ana, 'invite'],
      [friend, 'accept'],
    ] as const) {
      await t.query(
        `insert into friend_request_action (uid_less, uid_more, uid_by, uid_for, action_type)
         values (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), $3, $4, $5)`,
        [ana, friend, by, by === ana ? friend : ana, action],
      );
    }
  }
  const [{ id: phrase }] = (await t.query<{ id: string }>(
    "insert into phrase (lang, text, added_by) values ('spa', 'Buenos días', $1) returning id",
    [ana],
  )) as [{ id: string }];
  return { ana, ben, carla, stranger, phrase };
}

/** What the storage API writes when `uid` uploads a file (its owner is the uploader). */
async function uploaded(t: Scenario, uid: string, phrase: string, file = 'take.webm') {
  await t.asAdmin();
  const name = `${uid}/${phrase}/${file}`;
  await t.query(
    "insert into storage.objects (bucket_id, name, owner, owner_id) values ('recordings', $1, $2::uuid, $3)",
    [name, uid, uid],
  );
  return name;
}

const saveRecording = (t: Scenario, uid: string, phrase: string, path: string, ms = 2400) =>
  t.attempt(
    `insert into phrase_recording (uid, phrase_id, object_path, mime_type, duration_ms, trim_start_ms, trim_end_ms)
     values ($1, $2, $3, 'audio/webm', $4, 120, $4 - 80) returning id`,
    [uid, phrase, path, ms],
  );

describe('phrase recordings', () => {
  it('the recordings bucket is private, 1 MB, WebM and MP4 audio only', async () => {
    const rows = await db.query(
      "select public, file_size_limit::int as limit, allowed_mime_types from storage.buckets where id = 'recordings'",
    );
    expect(rows).toEqual([
      { public: false, limit: 1_000_000, allowed_mime_types: ['audio/webm', 'audio/mp4'] },
    ]);
  });

  it('a recorder saves a recording of a file they uploaded; everyone reads it with their level', () =>
    db.scenario(async (t) => {
      const { ana, ben, carla, phrase } = await world(t);
      const benPath = await uploaded(t, ben, phrase);
      const carlaPath = await uploaded(t, carla, phrase);
      await t.asUser(carla);
      expect((await saveRecording(t, carla, phrase, carlaPath)).error).toBeNull();
      await t.asUser(ben);
      expect((await saveRecording(t, ben, phrase, benPath)).error).toBeNull();

      await t.asUser(ana);
      const rows = await t.query(
        'select username, speaker_level, duration_ms, trim_start_ms, trim_end_ms from phrase_recording_plus where phrase_id = $1 order by username',
        [phrase],
      );
      expect(rows).toEqual([
        {
          username: 'ben',
          speaker_level: 'fluent',
          duration_ms: 2400,
          trim_start_ms: 120,
          trim_end_ms: 2320,
        },
        {
          username: 'carla',
          speaker_level: 'beginner',
          duration_ms: 2400,
          trim_start_ms: 120,
          trim_end_ms: 2320,
        },
      ]);
      await t.asAnon();
      expect(
        await t.query('select 1 from phrase_recording where phrase_id = $1', [phrase]),
      ).toHaveLength(2);
    }));

  it('refuses a row without its upload, in another name, or over 15 s', () =>
    db.scenario(async (t) => {
      const { ana, ben, phrase } = await world(t);
      const benPath = await uploaded(t, ben, phrase);
      await t.asUser(ben);
      const missing = await saveRecording(t, ben, phrase, `${ben}/${phrase}/never-sent.webm`);
      expect(missing.error?.constraint).toBe('phrase_recording_file_uploaded');
      expect(missing.error?.message).toBe('Upload the recording before saving it');

      await t.asUser(ana);
      const asOther = await saveRecording(t, ben, phrase, benPath);
      expect(asOther.error?.code).toBe('42501');
      // ana's own row pointing at ben's file: not a file she uploaded.
      const borrowed = await saveRecording(t, ana, phrase, benPath);
      expect(borrowed.error?.constraint).toBe('phrase_recording_file_uploaded');
      // Even the owner's writes keep a file's path naming its recorder and phrase.
      await t.asAdmin();
      const misplaced = `${ben}/${phrase}/by-ana.webm`;
      await t.query(
        "insert into storage.objects (bucket_id, name, owner) values ('recordings', $1, $2)",
        [misplaced, ana],
      );
      const misfiled = await saveRecording(t, ana, phrase, misplaced);
      expect(misfiled.error?.constraint).toBe('phrase_recording_path_names_owner_and_phrase');

      await t.asUser(ben);
      const long = await saveRecording(t, ben, phrase, benPath, 15001);
      expect(long.error?.constraint).toBe('phrase_recording_at_most_15_s');
      const badTrim = await t.attempt(
        `insert into phrase_recording (uid, phrase_id, object_path, mime_type, duration_ms, trim_start_ms, trim_end_ms)
         values ($1, $2, $3, 'audio/webm', 2000, 1500, 900)`,
        [ben, phrase, benPath],
      );
      expect(badTrim.error?.constraint).toBe('phrase_recording_trim_inside');
      const wrongType = await t.attempt(
        `insert into phrase_recording (uid, phrase_id, object_path, mime_type, duration_ms, trim_end_ms)
         values ($1, $2, $3, 'audio/wav', 2000, 2000)`,
        [ben, phrase, benPath],
      );
      expect(wrongType.error?.constraint).toBe('phrase_recording_known_type');
      await t.asAdmin();
      expect(await t.query('select 1 from phrase_recording')).toEqual([]);
    }));

  it('only the recorder deletes a recording; storage policies say the same of the file', () =>
    db.scenario(async (t) => {
      const { ana, ben, phrase } = await world(t);
      const benPath = await uploaded(t, ben, phrase);
      await t.asUser(ben);
      await saveRecording(t, ben, phrase, benPath);

      await t.asUser(ana);
      expect(await t.query('delete from phrase_recording returning id')).toEqual([]);
      expect(
        await t.query("delete from storage.objects where bucket_id = 'recordings' returning id"),
      ).toEqual([]);
      // Reading the file is allowed to anyone who reads the phrase; writing under ben's uid is not.
      expect(
        await t.query("select name from storage.objects where bucket_id = 'recordings'"),
      ).toEqual([{ name: benPath }]);
      const planted = await t.attempt(
        "insert into storage.objects (bucket_id, name, owner) values ('recordings', $1, $2)",
        [`${ben}/${phrase}/planted.webm`, ana],
      );
      expect(planted.error?.code).toBe('42501');
      const wrongPhrase = await t.attempt(
        "insert into storage.objects (bucket_id, name, owner) values ('recordings', $1, $2)",
        [`${ana}/00000000-0000-0000-0000-000000000000/x.webm`, ana],
      );
      expect(wrongPhrase.error?.code).toBe('42501');
      const wrongExtension = await t.attempt(
        "insert into storage.objects (bucket_id, name, owner) values ('recordings', $1, $2)",
        [`${ana}/${phrase}/x.html`, ana],
      );
      expect(wrongExtension.error?.code).toBe('42501');

      await t.asUser(ben);
      expect(await t.query('delete from phrase_recording returning uid')).toEqual([{ uid: ben }]);
      expect(
        await t.query("delete from storage.objects where bucket_id = 'recordings' returning name"),
      ).toEqual([{ name: benPath }]);
    }));

  it('a saved recording answers open requests to record it, live, once', () =>
    db.scenario(async (t) => {
      const { ana, ben, stranger, phrase } = await world(t);
      await t.asUser(ana);
      const ask = await t.attempt(
        `insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id)
         values ($1, $2, 'recording_request', 'spa', $3) returning id`,
        [ana, ben, phrase],
      );
      expect(ask.error).toBeNull();
      const requestId = ask.rows[0]!['id'] as string;
      const noPhrase = await t.attempt(
        `insert into chat_message (sender_uid, recipient_uid, message_type, lang)
         values ($1, $2, 'recording_request', 'spa')`,
        [ana, ben],
      );
      expect(noPhrase.error?.constraint).toBe('recording_request_has_phrase');
      const toStranger = await t.attempt(
        `insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id)
         values ($1, $2, 'recording_request', 'spa', $3)`,
        [ana, stranger, phrase],
      );
      expect(toStranger.error?.code).toBe('42501');

      await t.asUser(ben);
      expect(await t.query('select id, sender_uid from open_recording_request')).toEqual([
        { id: requestId, sender_uid: ana },
      ]);
      const forged = await t.attempt(
        `insert into chat_message (sender_uid, recipient_uid, message_type, lang, phrase_id, related_message_id)
         values ($1, $2, 'recording_made', 'spa', $3, $4)`,
        [ben, ana, phrase, requestId],
      );
      expect(forged.error?.constraint).toBe('recording_made_by_the_database');

      const first = await uploaded(t, ben, phrase, 'one.webm');
      const second = await uploaded(t, ben, phrase, 'two.webm');
      await t.asUser(ben);
      const saved = await saveRecording(t, ben, phrase, first);
      await saveRecording(t, ben, phrase, second);
      expect(await t.query('select 1 from open_recording_request')).toEqual([]);

      await t.asUser(ana);
      const answers = await t.query(
        "select sender_uid, recipient_uid, related_message_id, recording_id, phrase_id from chat_message where message_type = 'recording_made'",
      );
      expect(answers).toEqual([
        {
          sender_uid: ben,
          recipient_uid: ana,
          related_message_id: requestId,
          recording_id: saved.rows[0]!['id'],
          phrase_id: phrase,
        },
      ]);
    }));
});
