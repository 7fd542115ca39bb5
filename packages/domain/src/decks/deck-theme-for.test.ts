import { describe, expect, it } from 'vitest';
import { deckActivity, activitySince } from './deck-activity.ts';
import { deckThemeFor } from './deck-theme-for.ts';

describe('deckThemeFor', () => {
  const decks = [
    { lang: 'fra', created_at: '2026-02-01T00:00:00Z', theme: null },
    { lang: 'spa', created_at: '2026-01-01T00:00:00Z', theme: null },
    { lang: 'tam', created_at: '2026-03-01T00:00:00Z', theme: 4 },
  ];
  it('cycles by creation order unless the deck chose a theme', () => {
    expect(deckThemeFor(decks[1]!, decks).name).toBe('pink');
    expect(deckThemeFor(decks[0]!, decks).name).toBe('red');
    expect(deckThemeFor(decks[2]!, decks).name).toBe('blue');
    expect(deckThemeFor({ ...decks[0]!, theme: 7 }, decks).name).toBe('gold');
  });
});

describe('deckActivity', () => {
  it('counts the chart, the week and every review since Monday', () => {
    // 2026-11-19 is a Thursday.
    const reviews = [
      { phrase_id: 'a', day_session: '2026-11-16', score: 3 as const },
      { phrase_id: 'b', day_session: '2026-11-16', score: 1 as const },
      // Gone over again: a second review of the same card that day.
      { phrase_id: 'b', day_session: '2026-11-16', score: 3 as const },
      { phrase_id: 'a', day_session: '2026-11-19', score: 4 as const },
      { phrase_id: 'c', day_session: '2026-11-12', score: 2 as const },
    ];
    const activity = deckActivity(reviews, 2, '2026-11-19');
    expect(activitySince('2026-11-19')).toBe('2026-11-09');
    expect(activity.history).toHaveLength(11);
    expect(activity.history.at(-1)).toEqual({
      day: '2026-11-19',
      positive: 1,
      negative: 0,
      total: 1,
    });
    expect(activity.reviewedThisWeek).toBe(4);
    expect(activity.week.daysMet).toBe(1);
  });
});
