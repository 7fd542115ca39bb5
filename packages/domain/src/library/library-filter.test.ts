import { describe, expect, it } from 'vitest';
import { libraryFilters } from '../validation/route-schemas.ts';
import {
  filterLibrary,
  indexLibrary,
  translationsForReader,
  type LibraryCard,
  type LibraryPhrase,
} from './library-filter.ts';
import { normalizeSearchText } from './search-text.ts';
import { samePhraseIn, similarPhrases } from './similar-phrases.ts';

const phrase = (
  id: string,
  text: string,
  translations: [string, string][],
  tags: string[] = [],
  created_at = `2026-01-0${id.length}T00:00:00Z`,
): LibraryPhrase => ({
  id,
  text,
  tags,
  created_at,
  translations: translations.map(([lang, t]) => ({ lang, text: t })),
});

// One phrase per filter outcome: a deck built so each filter picks a different set.
const library = [
  phrase('active', 'La cuenta, por favor.', [['eng', 'The check, please.']], ['food']),
  phrase('learned', '¿Dónde está el baño?', [['eng', 'Where is the bathroom?']], ['travel']),
  phrase('skipped', 'Buenos días', [['fra', 'Bonjour']], ['greetings']),
  phrase('fresh', 'Café con leche', [['eng', 'Coffee with milk']], ['food', 'drinks']),
  phrase('bare', 'Mañana', []),
  phrase('new', 'Hasta luego', [['eng', 'See you later']]),
];
const now = '2026-03-10T12:00:00Z';
const cards = new Map<string, LibraryCard>(
  [
    {
      phrase_id: 'active',
      status: 'active',
      last_reviewed_at: '2026-03-09T12:00:00Z',
      retrievability_now: 0.85,
    },
    { phrase_id: 'new', status: 'active', last_reviewed_at: null },
    { phrase_id: 'learned', status: 'learned', last_reviewed_at: '2026-02-01T12:00:00Z' },
    { phrase_id: 'skipped', status: 'skipped', last_reviewed_at: null },
  ].map((card) => [card.phrase_id, card]),
);
const context = { cards, languagesKnown: ['eng'], now };
const index = indexLibrary(library);
const ids = (query: Parameters<typeof filterLibrary>[1]) =>
  filterLibrary(index, query, context)
    .map((p) => p.id)
    .sort();

describe('filterLibrary', () => {
  it('gives each filter its own meaning', () => {
    const expected: Record<(typeof libraryFilters)[number], string[]> = {
      language: ['active', 'bare', 'fresh', 'learned', 'new', 'skipped'],
      language_filtered: ['active', 'fresh', 'learned', 'new'],
      language_no_translations: ['bare', 'skipped'],
      not_in_deck: ['bare', 'fresh'],
      active: ['active', 'new'],
      inactive: ['learned', 'skipped'],
      reviewed_last_7d: ['active'],
      today_active: ['active'],
      unreviewed_active: ['new'],
      all: ['active', 'learned', 'new', 'skipped'],
      reviewed: ['active', 'learned'],
      reviewed_or_inactive: ['active', 'learned', 'skipped'],
    };
    for (const filter of libraryFilters) expect(ids({ filter }), filter).toEqual(expected[filter]);
    expect(ids({})).toEqual(expected.language);
  });

  it('finds substrings of phrases and translations, ignoring accents and case', () => {
    expect(ids({ text: 'cafe' })).toEqual(['fresh']);
    expect(ids({ text: 'BANO' })).toEqual(['learned']);
    expect(ids({ text: 'uent' })).toEqual(['active']);
    expect(ids({ text: 'cuenta por' })).toEqual(['active']);
    expect(ids({ text: 'bathroom' })).toEqual(['learned']);
    expect(ids({ text: 'manana' })).toEqual(['bare']);
    expect(ids({ text: 'nothing like this' })).toEqual([]);
  });

  it('keeps phrases carrying every selected tag, combined with the filter', () => {
    expect(ids({ tags: ['food'] })).toEqual(['active', 'fresh']);
    expect(ids({ tags: ['food', 'drinks'] })).toEqual(['fresh']);
    expect(ids({ tags: ['food'], filter: 'not_in_deck' })).toEqual(['fresh']);
  });

  it('lists the newest phrases first, ties by id', () => {
    expect(filterLibrary(index, {}, context).map((p) => p.id)).toEqual([
      'learned',
      'skipped',
      'active',
      'fresh',
      'bare',
      'new',
    ]);
  });

  it('puts a phrase added later first even when the earlier one fell on a whole second', () => {
    const phrases = [
      { id: 'b', text: 'Bon dia', created_at: '2026-12-05T09:48:35+00:00', translations: [] },
      { id: 'a', text: 'Egun on', created_at: '2026-12-05T09:48:35.04+00:00', translations: [] },
    ];
    expect(indexLibrary(phrases).map((entry) => entry.phrase.text)).toEqual(['Egun on', 'Bon dia']);
  });
});

describe('search helpers', () => {
  it('normalises accents, case, sharp s and spacing', () => {
    expect(normalizeSearchText('  Ça  VA, Straße ')).toBe('ca va, strasse');
  });

  it('orders translations by the languages a reader knows', () => {
    const ordered = translationsForReader(
      [
        { lang: 'fra', text: 'a' },
        { lang: 'deu', text: 'b' },
        { lang: 'eng', text: 'c' },
      ],
      ['eng', 'deu'],
    );
    expect(ordered.map((t) => t.lang)).toEqual(['eng', 'deu', 'fra']);
  });

  it('suggests similar phrases for a draft, best first', () => {
    expect(similarPhrases(index, 'la cuenta').map((p) => p.id)).toEqual(['active']);
    expect(similarPhrases(index, 'café con leche por').map((p) => p.id)).toEqual([
      'fresh',
      'active',
    ]);
    expect(similarPhrases(index, 'xy')).toEqual([]);
  });

  it('matches whole words, not parts of them', () => {
    // "leche" is a word of 'Café con leche'; "che" is only part of one.
    expect(similarPhrases(index, 'una leche fría').map((p) => p.id)).toEqual(['fresh']);
    expect(similarPhrases(index, 'che bella giornata')).toEqual([]);
  });

  it('finds the phrase a draft already is, whatever its case, spacing or punctuation', () => {
    expect(samePhraseIn(index, '  la CUENTA   por favor ')?.id).toBe('active');
    expect(samePhraseIn(index, '¿Dónde está el baño')?.id).toBe('learned');
    // Accents make another word: not the same phrase.
    expect(samePhraseIn(index, 'Donde esta el bano')).toBeUndefined();
    expect(samePhraseIn(index, 'La cuenta')).toBeUndefined();
    expect(samePhraseIn(index, ' ?! ')).toBeUndefined();
  });
});
