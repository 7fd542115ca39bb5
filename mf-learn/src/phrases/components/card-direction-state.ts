import { isDueToday, type CardDirection } from '@phrasebook/domain';
import type { DeckCardState } from '../../shared/api/deck-cards-query.ts';

/** How each direction of a phrase's cards is named (issue #46; deck settings' switch). */
export const directionLabels: Record<CardDirection, string> = {
  recognise: 'Recognise: phrase → translation',
  recall: 'Recall: translation → phrase',
};

/**
 * Where one direction of a card stands: `new` (active, never reviewed), `due` (docs/product.md
 * §4 due today), `reviewed` (with today's chance of recall), or `inactive` (skipped or learned).
 */
export type CardDirectionState =
  | { kind: 'new' }
  | { kind: 'due'; lastReviewedAt: string }
  | { kind: 'reviewed'; lastReviewedAt: string; recallPercent: number | null }
  | { kind: 'inactive'; lastReviewedAt: string | null };

export function cardDirectionState(card: DeckCardState): CardDirectionState {
  const lastReviewedAt = card.last_reviewed_at;
  if (card.status !== 'active') return { kind: 'inactive', lastReviewedAt };
  if (lastReviewedAt === null) return { kind: 'new' };
  if (isDueToday(card)) return { kind: 'due', lastReviewedAt };
  return {
    kind: 'reviewed',
    lastReviewedAt,
    recallPercent:
      card.retrievability_now === null ? null : Math.round(card.retrievability_now * 100),
  };
}

/** The library's short word for a recall card: "new" while never reviewed, else its status. */
export function recallBadgeWord(card: DeckCardState): string {
  return card.status === 'active' && card.last_reviewed_at === null ? 'new' : card.status;
}
