import { describe, expect, it } from 'vitest';
import { sortDecksByRecency } from './deck-order.ts';

describe('sortDecksByRecency', () => {
  it('puts the most recent review first, using creation for unreviewed decks', () => {
    const decks = [
      {
        lang: 'fra',
        created_at: '2026-01-01T00:00:00Z',
        most_recent_review_at: '2026-03-01T00:00:00Z',
      },
      { lang: 'spa', created_at: '2026-04-01T00:00:00Z', most_recent_review_at: null },
      {
        lang: 'tam',
        created_at: '2025-01-01T00:00:00Z',
        most_recent_review_at: '2026-05-01T00:00:00Z',
      },
      { lang: 'deu', created_at: '2026-02-01T00:00:00Z', most_recent_review_at: null },
    ];
    expect(sortDecksByRecency(decks).map((d) => d.lang)).toEqual(['tam', 'spa', 'fra', 'deu']);
    expect(decks[0]?.lang).toBe('fra');
  });

  it('breaks ties by language code', () => {
    const at = '2026-01-01T00:00:00Z';
    const decks = [
      { lang: 'kor', created_at: at, most_recent_review_at: null },
      { lang: 'hin', created_at: at, most_recent_review_at: null },
    ];
    expect(sortDecksByRecency(decks).map((d) => d.lang)).toEqual(['hin', 'kor']);
  });
});
