import { describe, expect, it } from 'vitest';
import type { DeckCardState } from '../../shared/api/deck-cards-query.ts';
import { cardDirectionState, recallBadgeWord } from './card-direction-state.ts';

const state = (fields: Partial<DeckCardState>): DeckCardState => ({
  status: 'active',
  last_reviewed_at: null,
  retrievability_now: null,
  desired_retention: 0.9,
  ...fields,
});
const reviewed = '2026-11-20T09:00:00Z';

describe('cardDirectionState', () => {
  it('tells a new card, a due one and a reviewed one with its chance of recall', () => {
    expect(cardDirectionState(state({}))).toEqual({ kind: 'new' });
    expect(
      cardDirectionState(state({ last_reviewed_at: reviewed, retrievability_now: 0.85 })),
    ).toEqual({ kind: 'due', lastReviewedAt: reviewed });
    expect(
      cardDirectionState(state({ last_reviewed_at: reviewed, retrievability_now: 0.934 })),
    ).toEqual({ kind: 'reviewed', lastReviewedAt: reviewed, recallPercent: 93 });
  });

  it('is due at the deck’s desired retention', () => {
    const card = state({
      last_reviewed_at: reviewed,
      retrievability_now: 0.93,
      desired_retention: 0.95,
    });
    expect(cardDirectionState(card).kind).toBe('due');
  });

  it('calls a skipped or learned card inactive, whatever its memory', () => {
    expect(cardDirectionState(state({ status: 'skipped', retrievability_now: 0.5 }))).toEqual({
      kind: 'inactive',
      lastReviewedAt: null,
    });
  });
});

describe('recallBadgeWord', () => {
  it('says new until the first review, then the status', () => {
    expect(recallBadgeWord(state({}))).toBe('new');
    expect(recallBadgeWord(state({ last_reviewed_at: reviewed }))).toBe('active');
    expect(recallBadgeWord(state({ status: 'skipped' }))).toBe('skipped');
    expect(recallBadgeWord(state({ status: 'learned', last_reviewed_at: reviewed }))).toBe(
      'learned',
    );
  });
});
