import { describe, expect, it } from 'vitest';
import { buildDayManifest } from './day-manifest.ts';
import type { ReviewableCard } from './review-sets.ts';

const fresh = (id: string): ReviewableCard => ({
  phrase_id: id,
  status: 'active',
  last_reviewed_at: null,
  retrievability_now: null,
});
const reviewed = (id: string, r: number, status = 'active'): ReviewableCard => ({
  phrase_id: id,
  status,
  last_reviewed_at: '2026-11-01T00:00:00Z',
  retrievability_now: r,
});

describe('buildDayManifest', () => {
  it('puts due cards first (most forgotten first), then new cards up to the goal', () => {
    const cards = [
      fresh('n1'),
      reviewed('d1', 0.8),
      fresh('n2'),
      reviewed('ok', 0.95),
      reviewed('d2', 0.6),
      fresh('n3'),
    ];
    expect(buildDayManifest({ cards, dailyGoal: 4 })).toEqual(['d2', 'd1', 'n1', 'n2']);
  });

  it('keeps every due card even beyond the goal', () => {
    const cards = [reviewed('d1', 0.5), reviewed('d2', 0.7), reviewed('d3', 0.9), fresh('n1')];
    expect(buildDayManifest({ cards, dailyGoal: 2 })).toEqual(['d1', 'd2', 'd3']);
  });

  it('skips inactive cards and prefers the given new cards', () => {
    const cards = [fresh('n1'), fresh('n2'), fresh('n3'), reviewed('gone', 0.1, 'skipped')];
    expect(buildDayManifest({ cards, dailyGoal: 2, preferredNew: ['n3', 'missing'] })).toEqual([
      'n3',
      'n1',
    ]);
  });

  it('returns fewer cards when the deck has fewer', () => {
    expect(buildDayManifest({ cards: [fresh('only')], dailyGoal: 15 })).toEqual(['only']);
    expect(buildDayManifest({ cards: [], dailyGoal: 15 })).toEqual([]);
  });

  it('rejects a goal below 1', () => {
    expect(() => buildDayManifest({ cards: [], dailyGoal: 0 })).toThrow(RangeError);
  });
});
