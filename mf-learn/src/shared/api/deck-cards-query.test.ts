import { describe, expect, it } from 'vitest';
import { deckCardsFromRows, type DeckCardRow } from './deck-cards-query.ts';

const row = (fields: Partial<DeckCardRow>): DeckCardRow => ({
  phrase_id: 'p1',
  status: 'active',
  last_reviewed_at: null,
  retrievability_now: null,
  direction: 'recognise',
  ...fields,
});

describe('deckCardsFromRows', () => {
  it('keeps one card per phrase, the recognise one, as before two-way cards', () => {
    const cards = deckCardsFromRows(
      [
        row({ phrase_id: 'p1', last_reviewed_at: '2026-11-30T10:00:00Z', retrievability_now: 0.8 }),
        row({ phrase_id: 'p2', status: 'skipped' }),
      ],
      0.9,
    );
    expect(cards).toEqual([
      {
        phrase_id: 'p1',
        status: 'active',
        last_reviewed_at: '2026-11-30T10:00:00Z',
        retrievability_now: 0.8,
        desired_retention: 0.9,
      },
      {
        phrase_id: 'p2',
        status: 'skipped',
        last_reviewed_at: null,
        retrievability_now: null,
        desired_retention: 0.9,
      },
    ]);
  });

  it('puts the recall card beside its recognise card, whichever comes first', () => {
    const cards = deckCardsFromRows(
      [
        row({ phrase_id: 'p1', direction: 'recall', status: 'skipped', retrievability_now: 0.7 }),
        row({ phrase_id: 'p1', direction: 'recognise', last_reviewed_at: '2026-11-29T08:00:00Z' }),
        row({ phrase_id: 'p2', direction: 'recognise' }),
      ],
      0.85,
    );
    expect(cards).toHaveLength(2);
    expect(cards[0]).toEqual({
      phrase_id: 'p1',
      status: 'active',
      last_reviewed_at: '2026-11-29T08:00:00Z',
      retrievability_now: null,
      desired_retention: 0.85,
      recall: {
        status: 'skipped',
        last_reviewed_at: null,
        retrievability_now: 0.7,
        desired_retention: 0.85,
      },
    });
    expect(cards[1]).not.toHaveProperty('recall');
  });

  it('leaves out a recall card without its phrase’s recognise card, and unknown statuses', () => {
    expect(
      deckCardsFromRows(
        [row({ phrase_id: 'p1', direction: 'recall' }), row({ phrase_id: 'p2', status: 'gone' })],
        0.9,
      ),
    ).toEqual([]);
  });

  it('reads a row without a direction as the recognise card', () => {
    expect(deckCardsFromRows([row({ direction: null })], 0.9)).toMatchObject([
      { phrase_id: 'p1', status: 'active' },
    ]);
  });
});
