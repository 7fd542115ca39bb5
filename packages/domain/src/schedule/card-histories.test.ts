import { describe, expect, it } from 'vitest';
import { cardHistories, countTrainingReviews, type DeckReviewRow } from './card-histories.ts';

const review = (
  fields: Partial<DeckReviewRow> & Pick<DeckReviewRow, 'day_session'>,
): DeckReviewRow => ({
  phrase_id: 'p1',
  score: 3,
  day_first_review: true,
  ...fields,
});

describe('cardHistories', () => {
  it('gives each direction of a phrase its own history', () => {
    const histories = cardHistories([
      review({ day_session: '2026-11-01', direction: 'recognise', score: 3 }),
      review({ day_session: '2026-11-02', direction: 'recall', score: 1 }),
      review({ day_session: '2026-11-05', direction: 'recognise', score: 4 }),
      review({ day_session: '2026-11-04', direction: 'recall', score: 3 }),
    ]);
    expect(histories).toEqual([
      {
        phraseId: 'p1',
        direction: 'recognise',
        steps: [
          { score: 3, day: '2026-11-01', elapsedDays: 0 },
          { score: 4, day: '2026-11-05', elapsedDays: 4 },
        ],
      },
      {
        phraseId: 'p1',
        direction: 'recall',
        steps: [
          { score: 1, day: '2026-11-02', elapsedDays: 0 },
          { score: 3, day: '2026-11-04', elapsedDays: 2 },
        ],
      },
    ]);
    expect(countTrainingReviews(histories)).toBe(2);
  });

  it('reads a review without a direction as recognise, as every review before two-way cards', () => {
    const histories = cardHistories([
      review({ day_session: '2026-11-01' }),
      review({ day_session: '2026-11-03', direction: 'recognise' }),
    ]);
    expect(histories).toHaveLength(1);
    expect(histories[0]).toMatchObject({ phraseId: 'p1', direction: 'recognise' });
    expect(histories[0]?.steps.map((step) => step.elapsedDays)).toEqual([0, 2]);
  });

  it('keeps only the first review of a day, per card', () => {
    const histories = cardHistories([
      review({ day_session: '2026-11-01', direction: 'recall' }),
      review({ day_session: '2026-11-01', direction: 'recall', day_first_review: false, score: 1 }),
      review({ phrase_id: 'p2', day_session: '2026-11-01' }),
    ]);
    expect(histories.map((h) => [h.phraseId, h.direction, h.steps.length])).toEqual([
      ['p1', 'recall', 1],
      ['p2', 'recognise', 1],
    ]);
  });
});
