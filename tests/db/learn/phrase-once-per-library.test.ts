import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSamePhrase, messages } from '@phrasebook/domain';
import { ensureLanguages } from '../helpers/fixtures.ts';
import { openTestDb, type Scenario, type TestDb } from '../helpers/test-db.ts';

// A library holds a phrase once (20261212100000), by the forms' rule (samePhraseIn).

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/** A signed-in learner with a Spanish phrase in the library; the scenario is theirs. */
async function learner(t: Scenario, text = 'Wo ist der Bahnhof?') {
  await ensureLanguages(t);
  const me = await t.createUser('lea');
  await t.asUser(me);
  const [{ id }] = (await t.query<{ id: string }>(
    "insert into phrase (lang, text, added_by) values ('deu', $1, $2) returning id",
    [text, me],
  )) as [{ id: string }];
  return { me, id };
}

const insert = (t: Scenario, me: string, text: string, lang = 'deu') =>
  t.attempt('insert into phrase (lang, text, added_by) values ($1, $2, $3) returning id', [
    lang,
    text,
    me,
  ]);

const phrases = (t: Scenario) =>
  t.query('select lang, text from phrase where added_by is not null order by lang, text');

describe('the library holds a phrase once', () => {
  it('refuses another phrase told apart only by case, spacing or punctuation, in its words', () =>
    db.scenario(async (t) => {
      const { me } = await learner(t);
      const before = await phrases(t);
      for (const text of [
        'Wo ist der Bahnhof?',
        'wo ist der bahnhof',
        '  WO IST  der\tBahnhof?!  ',
        '¿Wo ist der Bahnhof?',
        'Wo, ist der Bahnhof…',
      ]) {
        expect(isSamePhrase(text, 'Wo ist der Bahnhof?'), text).toBe(true);
        const { error } = await insert(t, me, text);
        expect(error, text).toMatchObject({ code: '23505', message: messages.phraseInLibrary });
      }
      expect(await phrases(t)).toEqual(before);
    }));

  it('takes what the forms take for another phrase: accents, other words, another language', () =>
    db.scenario(async (t) => {
      const { me } = await learner(t, 'Está bien');
      for (const [text, lang] of [
        ['Esta bien', 'deu'],
        ['Está bien hoy', 'deu'],
        ['Está bien', 'spa'],
      ] as const) {
        expect(isSamePhrase(text, 'Está bien') && lang === 'deu', text).toBe(false);
        expect((await insert(t, me, text, lang)).error, text).toBeNull();
      }
    }));

  it('composed and decomposed accents, Greek and Turkish capitals are one phrase, as in the forms', () =>
    db.scenario(async (t) => {
      const { me } = await learner(t, 'Café Ἀθῆναι ΟΔΟΣ İstanbul');
      for (const text of ['cafe\u0301 ἀθῆναι οδος i\u0307stanbul', 'CAFÉ ἀθῆναι ΟΔΟΣ İSTANBUL']) {
        expect(isSamePhrase(text, 'Café Ἀθῆναι ΟΔΟΣ İstanbul'), text).toBe(true);
        expect((await insert(t, me, text)).error?.code, text).toBe('23505');
      }
    }));

  it('lets phrases of punctuation only be, as the forms never take one for another', () =>
    db.scenario(async (t) => {
      const { me } = await learner(t, '?!');
      expect(isSamePhrase('?!', '?!')).toBe(false);
      expect((await insert(t, me, '?!')).error).toBeNull();
    }));

  it('refuses an edit onto another phrase, and lets a phrase change its own case', () =>
    db.scenario(async (t) => {
      const { me, id } = await learner(t);
      const [{ id: other }] = (await insert(t, me, 'Guten Morgen')).rows as [{ id: string }];
      const onto = await t.attempt("update phrase set text = 'wo ist der Bahnhof' where id = $1", [
        other,
      ]);
      expect(onto.error).toMatchObject({ code: '23505', message: messages.phraseInLibrary });
      const moved = await t.attempt("update phrase set lang = 'deu' where id = $1", [other]);
      expect(moved.error).toBeNull();
      const own = await t.attempt("update phrase set text = 'Wo ist der Bahnhof' where id = $1", [
        id,
      ]);
      expect(own.error).toBeNull();
      expect(await phrases(t)).toEqual([
        { lang: 'deu', text: 'Guten Morgen' },
        { lang: 'deu', text: 'Wo ist der Bahnhof' },
      ]);
    }));

  it('holds 1,000 characters of Chinese, and refuses them twice', () =>
    db.scenario(async (t) => {
      const long = Array.from({ length: 1000 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join(
        '',
      );
      const { me } = await learner(t, long);
      expect((await insert(t, me, `${long.slice(0, 999)}。`)).error).toBeNull();
      expect((await insert(t, me, `${long}。`)).error?.code).toBe('23505');
      const used = await t.query(
        "explain select 1 from phrase where lang = 'deu' and md5(private.phrase_key(text)) = md5($1)",
        ['x'],
      );
      expect(JSON.stringify(used)).toContain('phrase_once_per_library');
    }));

  it("drops every punctuation mark and symbol the forms drop, and nothing else of a script's", () =>
    db.scenario(async (t) => {
      let all = '';
      for (let code = 0x21; code < 0x110000; code++) {
        if (code < 0xd800 || code > 0xdfff) all += String.fromCodePoint(code);
      }
      // Those NFC keeps as they are: a few musical symbols come apart into a symbol and a
      // combining stem, which stays in the forms' key as in this one.
      const marks = [...all.replace(/[^\p{P}\p{S}]/gu, '')]
        .filter((mark) => mark.normalize('NFC') === mark)
        .join('');
      const kept = 'Aé ñ 日本 かが விலை ٣ 𐐨 x₂';
      const [{ key }] = (await t.query<{ key: string }>('select private.phrase_key($1) as key', [
        `${kept.slice(0, 4)}${marks}${kept.slice(4)}`,
      ])) as [{ key: string }];
      expect(key).toBe(kept.toLowerCase());
    }));
});
