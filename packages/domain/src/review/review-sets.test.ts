import { describe, expect, it } from 'vitest';
import { dueToday, reviewSets, type ReviewableCard } from './review-sets.ts';

const now = '2026-11-21T12:00:00Z';
const card = (
  phrase_id: string,
  status: string,
  last_reviewed_at: string | null,
  retrievability_now: number | null,
) => ({
  phrase_id,
  status,
  last_reviewed_at,
  retrievability_now,
});

const cards: ReviewableCard[] = [
  card('new', 'active', null, null),
  card('due', 'active', '2026-11-01T10:00:00Z', 0.85),
  card('fresh', 'active', '2026-11-20T10:00:00Z', 0.97),
  card('edge', 'active', '2026-11-14T12:00:00Z', 0.9),
  card('skipped', 'skipped', null, null),
  card('learned', 'learned', '2026-11-19T10:00:00Z', 0.5),
];

const ids = (list: ReviewableCard[]) => list.map((c) => c.phrase_id);

describe('reviewSets', () => {
  const sets = reviewSets(cards, now);

  it('sorts cards into every set', () => {
    expect(ids(sets.all)).toEqual(['new', 'due', 'fresh', 'edge', 'skipped', 'learned']);
    expect(ids(sets.active)).toEqual(['new', 'due', 'fresh', 'edge']);
    expect(ids(sets.inactive)).toEqual(['skipped', 'learned']);
    expect(ids(sets.reviewed)).toEqual(['due', 'fresh', 'edge', 'learned']);
    expect(ids(sets.reviewed_or_inactive)).toEqual(['due', 'fresh', 'edge', 'skipped', 'learned']);
    expect(ids(sets.reviewed_last_7d)).toEqual(['fresh', 'edge', 'learned']);
    expect(ids(sets.unreviewed_active)).toEqual(['new']);
    expect(ids(sets.today_active)).toEqual(['due', 'edge']);
  });

  it("today's due cards are active, reviewed, and at or below 0.9", () => {
    expect(ids(dueToday(cards))).toEqual(['due', 'edge']);
  });

  it('a phrase is due today when its recall card is, and counts once', () => {
    const recallDue = { ...card('fresh', 'active', '2026-11-20T10:00:00Z', 0.97) };
    const withRecall: ReviewableCard[] = [
      {
        ...recallDue,
        recall: { status: 'active', last_reviewed_at: now, retrievability_now: 0.8 },
      },
      {
        ...card('due', 'active', '2026-11-01T10:00:00Z', 0.85),
        recall: { status: 'active', last_reviewed_at: now, retrievability_now: 0.5 },
      },
      {
        ...card('new', 'active', null, null),
        recall: { status: 'skipped', last_reviewed_at: now, retrievability_now: 0.5 },
      },
    ];
    expect(ids(dueToday(withRecall))).toEqual(['fresh', 'due']);
  });
});

describe('a deck that evens out its days', () => {
  it('takes the database’s due_now over retrievability, for active reviewed cards only', () => {
    const balanced: ReviewableCard[] = [
      { ...card('early', 'active', '2026-11-10T10:00:00Z', 0.93), due_now: true },
      { ...card('late', 'active', '2026-11-01T10:00:00Z', 0.88), due_now: false },
      { ...card('unread', 'active', '2026-11-01T10:00:00Z', 0.88), due_now: null },
      { ...card('learned', 'learned', '2026-11-10T10:00:00Z', 0.93), due_now: true },
    ];
    expect(ids(dueToday(balanced))).toEqual(['early', 'unread']);
  });
});
