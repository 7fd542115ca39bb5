import { describe, expect, it } from 'vitest';
import type { DeckCard } from '../../shared/api/deck-cards-query.ts';
import { withCardStatus } from './set-card-status.ts';

const input = { uid: 'u1', lang: 'spa', phraseId: 'p1' };
const fresh = { last_reviewed_at: null, retrievability_now: null };
const card: DeckCard = {
  phrase_id: 'p1',
  status: 'active',
  ...fresh,
  recall: { status: 'active', ...fresh },
};

describe('withCardStatus', () => {
  it('changes the recall card alone', () => {
    expect(withCardStatus([card], { ...input, status: 'skipped', direction: 'recall' })).toEqual([
      { ...card, recall: { status: 'skipped', ...fresh } },
    ]);
  });

  it('changes the recognise card alone by default', () => {
    expect(withCardStatus([card], { ...input, status: 'learned' })).toEqual([
      { ...card, status: 'learned' },
    ]);
  });

  it('adds a recall card with an active recognise card while recall is on, as the server does', () => {
    expect(withCardStatus([], { ...input, status: 'active', recallEnabled: true })).toEqual([
      { phrase_id: 'p1', status: 'active', ...fresh, recall: { status: 'active', ...fresh } },
    ]);
    expect(withCardStatus([], { ...input, status: 'active' })).toEqual([
      { phrase_id: 'p1', status: 'active', ...fresh },
    ]);
  });

  it('leaves a skipped recall card skipped when its recognise card is re-activated', () => {
    const skipped: DeckCard = {
      ...card,
      status: 'skipped',
      recall: { status: 'skipped', ...fresh },
    };
    expect(withCardStatus([skipped], { ...input, status: 'active', recallEnabled: true })).toEqual([
      { ...skipped, status: 'active' },
    ]);
  });
});
