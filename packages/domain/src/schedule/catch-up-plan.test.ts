import { describe, expect, it } from 'vitest';
import { catchUpPlanDay, isCatchUpCap, parseCatchUp } from './catch-up-plan.ts';

const id = '0b9c5f0e-8f7a-4d1e-9a53-1f2a3b4c5d6e';

describe('parseCatchUp', () => {
  it('reads neither from a setup without them', () => {
    expect(parseCatchUp({ due: [] })).toEqual({ offer: null, plan: null });
  });

  it('reads the offer with its cards', () => {
    const parsed = parseCatchUp({
      catch_up_offer: {
        last_review_day: '2026-12-01',
        due_count: 40,
        desired_retention: 0.9,
        decay: 0.5,
        cards: [
          [id, 'recall', '2026-11-30', 3.2],
          [id, 'recognise', '2026-11-29', 5, '2026-12-12'],
        ],
      },
    });
    expect(parsed.offer).toEqual({
      lastReviewDay: '2026-12-01',
      dueCount: 40,
      desiredRetention: 0.9,
      decay: 0.5,
      cards: [
        { phraseId: id, direction: 'recall', lastDay: '2026-11-30', stability: 3.2, dueDay: null },
        {
          phraseId: id,
          direction: 'recognise',
          lastDay: '2026-11-29',
          stability: 5,
          dueDay: '2026-12-12',
        },
      ],
    });
  });

  it('reads the plan', () => {
    expect(
      parseCatchUp({
        catch_up_plan: { daily_cap: 30, planned_days: 5, started_on: '2026-12-02', due_count: 90 },
      }).plan,
    ).toEqual({ dailyCap: 30, plannedDays: 5, startedOn: '2026-12-02', dueCount: 90 });
  });

  it('refuses a malformed answer', () => {
    expect(() => parseCatchUp({ catch_up_plan: { daily_cap: '30' } })).toThrow(/count/);
    expect(() =>
      parseCatchUp({
        catch_up_offer: {
          last_review_day: '2026-12-01',
          due_count: 1,
          desired_retention: 0.9,
          decay: 0.5,
          cards: [[id, 'sideways', '2026-12-01', 1]],
        },
      }),
    ).toThrow(/direction/);
  });
});

describe('catchUpPlanDay', () => {
  const plan = { dailyCap: 30, plannedDays: 5, startedOn: '2026-12-02', dueCount: 90 };
  it('counts the plan’s days from its first', () => {
    expect(catchUpPlanDay(plan, '2026-12-02')).toBe('Catch-up plan: day 1 of 5');
    expect(catchUpPlanDay(plan, '2026-12-03')).toBe('Catch-up plan: day 2 of 5');
    expect(catchUpPlanDay(plan, '2026-12-08')).toBe('Catch-up plan: day 7, planned for 5');
  });
});

describe('isCatchUpCap', () => {
  it('accepts whole numbers from 1 to 500', () => {
    expect([0, 1, 250, 500, 501, 2.5, Number.NaN].map(isCatchUpCap)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
