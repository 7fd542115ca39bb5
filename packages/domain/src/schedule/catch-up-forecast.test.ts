import { describe, expect, it } from 'vitest';
import { addDays } from '../days/day-session.ts';
import { catchUpCapForDays, catchUpForecast } from './catch-up-forecast.ts';
import type { CatchUpCard, CatchUpOffer } from './catch-up-plan.ts';

const today = '2026-12-10';

const card = (phraseId: string, lastDay: string, stability: number): CatchUpCard => ({
  phraseId,
  direction: 'recognise',
  lastDay,
  stability,
  dueDay: null,
});

const offerOf = (cards: CatchUpCard[]): CatchUpOffer => ({
  lastReviewDay: '2026-12-01',
  dueCount: cards.length,
  desiredRetention: 0.9,
  decay: 0.5,
  cards,
});

// R = 0.9 when the elapsed days equal the stability (docs/scheduling.md).
const backlog = Array.from({ length: 10 }, (_, i) => card(`b${i}`, '2026-12-01', 2 + i * 0.1));

describe('catchUpForecast', () => {
  it('spreads the backlog under the cap and ends on the first day that fits it', () => {
    const forecast = catchUpForecast(offerOf(backlog), today, 4);
    expect(forecast).toEqual({
      finishes: true,
      days: [
        { day: today, cards: 4, due: 10 },
        { day: addDays(today, 1), cards: 4, due: 6 },
        { day: addDays(today, 2), cards: 2, due: 2 },
      ],
    });
  });

  it('takes in the cards that fall due during the plan', () => {
    // Due at R ≤ 0.9, when the days since the review reach the stability: stability 10
    // reviewed on Dec 1 falls due on Dec 11 (tomorrow), stability 10.5 on Dec 12.
    const later = [card('l1', '2026-12-01', 10), card('l2', '2026-12-01', 10.5)];
    const forecast = catchUpForecast(offerOf([...backlog, ...later]), today, 4);
    expect(forecast.days.map((d) => d.due)).toEqual([10, 7, 4]);
    expect(forecast.days.map((d) => d.cards)).toEqual([4, 4, 4]);
  });

  it('asks a phrase once a day, the other direction waiting', () => {
    const both = [
      card('p', '2026-12-01', 2),
      { ...card('p', '2026-12-01', 3), direction: 'recall' as const },
      card('q', '2026-12-01', 2),
    ];
    const forecast = catchUpForecast(offerOf(both), today, 1);
    expect(forecast.days.map((d) => d.due)).toEqual([2, 2, 1]);
  });

  it('follows a balanced card’s due day rather than its recall', () => {
    const balanced = { ...card('x', '2026-12-09', 50), dueDay: '2026-12-11' };
    const forecast = catchUpForecast(offerOf([...backlog.slice(0, 3), balanced]), today, 2);
    expect(forecast.days.map((d) => d.due)).toEqual([3, 2]);
  });

  it('says when the cap is too small to finish within a year', () => {
    const many = Array.from({ length: 400 }, (_, i) => card(`m${i}`, '2026-11-01', 1));
    const forecast = catchUpForecast(offerOf(many), today, 1);
    expect(forecast.finishes).toBe(false);
    expect(forecast.days).toHaveLength(365);
  });
});

describe('catchUpCapForDays', () => {
  it('finds the smallest cap that clears the backlog within the days picked', () => {
    expect(catchUpCapForDays(offerOf(backlog), today, 3)).toBe(4);
    expect(catchUpCapForDays(offerOf(backlog), today, 2)).toBe(5);
    expect(catchUpCapForDays(offerOf(backlog), today, 1)).toBe(10);
  });

  it('answers the largest cap when none fits', () => {
    const many = Array.from({ length: 1200 }, (_, i) => card(`m${i}`, '2026-11-01', 1));
    expect(catchUpCapForDays(offerOf(many), today, 2)).toBe(500);
  });
});
