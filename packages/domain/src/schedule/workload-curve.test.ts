import { describe, expect, it } from 'vitest';
import { addDays } from '../days/day-session.ts';
import type { Score } from '../fsrs/score.ts';
import type { CardHistory } from './card-histories.ts';
import { dailyWorkload } from './daily-workload.ts';
import { seededRandom } from './seeded-random.ts';
import { WORKLOAD_RETENTIONS, wholeWorkloadCurve, workloadCurve } from './workload-curve.ts';

const today = '2026-12-02';

/** A deck of `cards` cards with a few months of varied reviews each. */
function deck(cards: number): CardHistory[] {
  const random = seededRandom(7);
  return Array.from({ length: cards }, (_, card) => {
    let day = addDays(today, -300 + Math.floor(random() * 200));
    const steps: CardHistory['steps'] = [];
    const reviews = 1 + Math.floor(random() * 6);
    for (let i = 0; i < reviews; i++) {
      const elapsedDays = i === 0 ? 0 : 1 + Math.floor(random() * 10 * i);
      day = addDays(day, elapsedDays);
      const score: Score = random() < 0.85 ? 3 : 1;
      steps.push({ score, elapsedDays, day });
    }
    return { phraseId: `p${card}`, direction: 'recognise', steps };
  });
}

describe('WORKLOAD_RETENTIONS', () => {
  it('is every point from 70 to 97 %', () => {
    expect(WORKLOAD_RETENTIONS).toHaveLength(28);
    expect(WORKLOAD_RETENTIONS[0]).toBe(0.7);
    expect(WORKLOAD_RETENTIONS.at(-1)).toBe(0.97);
    expect(WORKLOAD_RETENTIONS).toContain(0.9);
    expect(WORKLOAD_RETENTIONS.map((r) => Math.round(r * 100))).toEqual(
      Array.from({ length: 28 }, (_, i) => 70 + i),
    );
  });
});

describe('workloadCurve', () => {
  it('asks for more reviews the higher the retention from 85 % on, most at 97 %', () => {
    const points = wholeWorkloadCurve(deck(60), null, today);
    expect(points.map((p) => p.retention)).toEqual(WORKLOAD_RETENTIONS);
    // Below that, forgetting more can cost as many reviews as it saves (the curve's low end is flat).
    for (let i = 16; i < points.length; i++)
      expect(points[i]!.reviewsPerDay).toBeGreaterThanOrEqual(points[i - 1]!.reviewsPerDay);
    expect(points.at(-1)!.reviewsPerDay).toBeGreaterThan(2 * points[0]!.reviewsPerDay);
    for (const point of points)
      expect(point.forgottenPerDay).toBeLessThan(point.reviewsPerDay * (1 - point.retention) * 1.5);
  });

  it('gives at each retention the figure dailyWorkload gives', () => {
    const histories = deck(25);
    const points = wholeWorkloadCurve(histories, null, today);
    for (const retention of [0.7, 0.85, 0.9, 0.97]) {
      const point = points.find((p) => p.retention === retention)!;
      expect(point.reviewsPerDay).toBeCloseTo(
        dailyWorkload(histories, { parameters: null, desiredRetention: retention }, today),
        12,
      );
    }
  });

  it('counts a card overdue today once on a one-day horizon, at every retention', () => {
    const overdue: CardHistory = {
      phraseId: 'p',
      direction: 'recall',
      steps: [{ score: 3, elapsedDays: 0, day: addDays(today, -400) }],
    };
    const points = wholeWorkloadCurve([overdue, overdue], null, today, { days: 1 });
    for (const point of points) expect(point.reviewsPerDay).toBe(2);
  });

  it('yields after each card replayed and simulated, ends at 1, and gives the same points every time', () => {
    const histories = deck(5);
    const run = workloadCurve(histories, null, today);
    const progress: number[] = [];
    let step = run.next();
    while (!step.done) {
      progress.push(step.value);
      step = run.next();
    }
    expect(progress).toEqual([0, 0, 0, 0, 0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(step.value).toEqual(wholeWorkloadCurve(histories, null, today));
  });

  it('is all zeros for a deck without reviews', () => {
    const points = wholeWorkloadCurve([], null, today);
    expect(points).toHaveLength(28);
    for (const point of points)
      expect(point).toEqual({ ...point, reviewsPerDay: 0, forgottenPerDay: 0 });
  });

  it('follows the parameters: a learner who forgets fast has more reviews', () => {
    const histories = deck(30);
    const fastForgetting = [
      0.1, 0.3, 0.8, 3, 7.19, 0.53, 1.46, 0.0046, 0.8, 0.12, 1.02, 1.94, 0.11, 0.3, 2.27, 0.23,
      2.99, 0.52, 0.66, 0, 0.5,
    ];
    const base = wholeWorkloadCurve(histories, null, today);
    const fast = wholeWorkloadCurve(histories, fastForgetting, today);
    expect(fast[20]!.reviewsPerDay).toBeGreaterThan(base[20]!.reviewsPerDay);
  });
});
