import { describe, expect, it } from 'vitest';
import { recentActivity, retentionByMonth, statesByDirection } from './stats-data.ts';

const day = (day_session: string, reviews: number, minutes: number, counted = true) => ({
  day_session,
  reviews,
  cards: reviews,
  minutes,
  goal_met: counted,
  queue_emptied: false,
  counted,
});

describe('recentActivity', () => {
  it('gives each of the last 30 days, days off as zero, minutes to a tenth', () => {
    const days = recentActivity(
      [day('2026-12-02', 12, 7.2666), day('2026-11-20', 3, 1, false), day('2026-10-01', 9, 4)],
      '2026-12-02',
    );
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe('2026-11-03');
    expect(days.at(-1)).toEqual({
      day: '2026-12-02',
      reviews: 12,
      cards: 12,
      minutes: 7.3,
      counted: true,
    });
    expect(days.find((d) => d.day === '2026-11-20')).toMatchObject({ reviews: 3, counted: false });
    expect(days.filter((d) => d.reviews > 0)).toHaveLength(2);
  });
});

describe('retentionByMonth', () => {
  it('puts both directions of a month side by side, with the desired retention by reviews', () => {
    const months = retentionByMonth([
      {
        month: '2026-11-01',
        direction: 'recognise',
        reviews: 40,
        recalled: 36,
        desired_retention: 0.9,
      },
      {
        month: '2026-11-01',
        direction: 'recall',
        reviews: 10,
        recalled: 7,
        desired_retention: 0.8,
      },
      {
        month: '2026-10-01',
        direction: 'recognise',
        reviews: 3,
        recalled: 2,
        desired_retention: 0.9,
      },
    ]);
    expect(months.map((m) => m.month)).toEqual(['2026-10-01', '2026-11-01']);
    expect(months[0]).toEqual({
      month: '2026-10-01',
      recognise: { reviews: 3, recalled: 2, percent: 66.7 },
      recall: { reviews: 0, recalled: 0, percent: null },
      desired: 90,
    });
    expect(months[1]!.recognise.percent).toBe(90);
    expect(months[1]!.recall.percent).toBe(70);
    expect(months[1]!.desired).toBe(88);
  });
});

describe('statesByDirection', () => {
  it('counts each state per direction and leaves out a direction without cards', () => {
    expect(
      statesByDirection([
        { direction: 'recognise', state: 'new', cards: 5 },
        { direction: 'recognise', state: 'mature', cards: 2 },
        { direction: 'recognise', state: 'young', cards: 1 },
      ]),
    ).toEqual([{ direction: 'recognise', total: 8, new: 5, learning: 0, young: 1, mature: 2 }]);
  });
});
