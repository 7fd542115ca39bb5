import { describe, expect, it } from 'vitest';
import { indexLibrary } from './library-filter.ts';
import { matchesTokens, normalizeSearchText, searchTokens } from './search-text.ts';

const finds = (text: string, query: string) =>
  matchesTokens(normalizeSearchText(text), searchTokens(query));

describe('library search across scripts', () => {
  it('folds Latin accents both ways', () => {
    expect(finds('¿Dónde está el baño?', 'esta bano')).toBe(true);
    expect(finds('Donde esta el bano', 'está baño')).toBe(true);
  });

  it('keeps Tamil vowel signs: விலை (price) is not found in புரியவில்லை', () => {
    expect(finds('எனக்குப் புரியவில்லை', 'விலை')).toBe(false);
    expect(finds('இதன் விலை என்ன?', 'விலை')).toBe(true);
  });

  it('keeps Hindi vowel signs: काम (work) is not कमरा (room)', () => {
    expect(finds('कमरा कहाँ है?', 'काम')).toBe(false);
    expect(finds('मुझे काम है', 'काम')).toBe(true);
  });

  it('keeps kana voiced marks: かき (persimmon) is not かぎ (key)', () => {
    expect(finds('かぎはどこですか', 'かき')).toBe(false);
    expect(finds('がっこう', 'か')).toBe(false);
    expect(finds('かきをください', 'かき')).toBe(true);
  });

  it('finds only the Tamil phrase asked for in a deck', () => {
    const index = indexLibrary(
      [
        { id: 'price', text: 'இதன் விலை என்ன?' },
        { id: 'understand', text: 'எனக்குப் புரியவில்லை' },
      ].map((p) => ({ ...p, created_at: '2026-01-01T00:00:00Z', translations: [] })),
    );
    const tokens = searchTokens('விலை');
    expect(
      index.filter((entry) => matchesTokens(entry.haystack, tokens)).map((e) => e.phrase.id),
    ).toEqual(['price']);
  });
});
