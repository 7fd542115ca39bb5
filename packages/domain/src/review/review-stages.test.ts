import { describe, expect, it } from 'vitest';
import type { Score } from '../fsrs/score.ts';
import { inferStart } from './day-stats.ts';
import { reviewScreen, reviewSessionReducer, type ReviewSessionAction } from './review-session.ts';
import type { ReviewDay, SessionPosition } from './review-types.ts';
import { reviewWriteFor } from './review-write.ts';
import { dayOf } from './test-day.ts';

// Every stage transition of docs/product.md §4, one `it` per edge of the stage graph:
// 0 → 1 | 4 | 5 (start), 1 → 2 (navigation), 1/2 → end (last card), end → 2 (review the
// skipped) | 3 (skip them), 3 → 4 (review again cards) | 5 (skip), 4 → 4 (wrap-around),
// 4 → 5 (skip, or the last again card passed).

const at = (stage: SessionPosition['stage'], currentCardIndex: number): SessionPosition => ({
  stage,
  currentCardIndex,
});

function score(day: ReviewDay, index: number, value: Score): ReviewDay {
  const phraseId = day.manifest[index]!;
  return {
    ...day,
    reviews: { ...day.reviews, [phraseId]: { phrase_id: phraseId, score: value, id: `r${index}` } },
  };
}

/** Scores the current card, then applies the auto-advance the screen sends after 1 s. */
function scoreAndAdvance(
  position: SessionPosition,
  day: ReviewDay,
  value: Score,
): [SessionPosition, ReviewDay] {
  const next = score(day, position.currentCardIndex, value);
  return [reviewSessionReducer(position, next, { type: 'scored', score: value }), next];
}

const act = (position: SessionPosition, day: ReviewDay, action: ReviewSessionAction) =>
  reviewSessionReducer(position, day, action);

describe('stage 0: start', () => {
  it('0 → 1 at the first unreviewed card', () => {
    expect(act(at(0, 0), dayOf([2, 3, null, null]), { type: 'start' })).toEqual(at(1, 2));
  });
  it('0 → 4 at the first again card when every card is reviewed', () => {
    expect(act(at(0, 0), dayOf([3, 1, 1]), { type: 'start' })).toEqual(at(4, 1));
  });
  it('0 → 5 when every card is reviewed and none scored 1', () => {
    const day = dayOf([3, 2, 4]);
    expect(act(at(0, 0), day, { type: 'start' })).toEqual(at(5, 3));
    expect(reviewScreen(at(5, 3), day)).toBe('done');
  });
  it('a day with no cards is done at once', () => {
    expect(inferStart(dayOf([]))).toEqual(at(5, 0));
  });
});

describe('stages 1 and 2: the first pass', () => {
  it('1 → 2 on any manual move; 2 stays 2', () => {
    const day = dayOf([null, null, null]);
    expect(act(at(1, 1), day, { type: 'previous' })).toEqual(at(2, 0));
    expect(act(at(2, 0), day, { type: 'next' })).toEqual(at(2, 1));
    expect(act(at(2, 1), day, { type: 'goto', index: 0 })).toEqual(at(2, 0));
  });

  it('jumps to the end when a correction passes the last unreviewed card', () => {
    // Card 1 was skipped with "next"; card 2 is reviewed, so from 1 the pass is over.
    const day = dayOf([3, null, 3]);
    const [position] = scoreAndAdvance(at(2, 1), day, 4);
    expect(position).toEqual(at(2, 3));
  });

  it('a card left behind with "next" brings up "Step 2 of 3" at the end', () => {
    let day = dayOf([null, null, null]);
    let position = act(at(0, 0), day, { type: 'start' });
    position = act(position, day, { type: 'next' }); // leave card 0 unreviewed
    [position, day] = scoreAndAdvance(position, day, 3);
    expect(position).toEqual(at(2, 2));
    [position, day] = scoreAndAdvance(position, day, 3);
    expect(position).toEqual(at(2, 3));
    expect(reviewScreen(position, day)).toBe('unreviewed-remain');
    expect(inferStart(day)).toEqual(at(1, 0));
  });
});

describe('end of the first pass', () => {
  it('review the skipped cards: → 2 at the first of them, then on to the end', () => {
    let day = dayOf([null, 3, null]);
    let position = act(at(2, 3), day, { type: 'reviewUnreviewed' });
    expect(position).toEqual(at(2, 0));
    [position, day] = scoreAndAdvance(position, day, 3);
    expect(position).toEqual(at(2, 2));
    [position, day] = scoreAndAdvance(position, day, 2);
    expect(position).toEqual(at(2, 3));
    expect(reviewScreen(position, day)).toBe('done');
  });

  it('skip the unreviewed (→ 3), then again cards remain: "Step 3 of 3"', () => {
    const day = dayOf([null, 1, 3]);
    const position = act(at(2, 3), day, { type: 'skipUnreviewed' });
    expect(position).toEqual(at(3, 3));
    expect(reviewScreen(position, day)).toBe('again-remain');
  });

  it('skip the unreviewed (→ 3) with no again card: done', () => {
    const day = dayOf([null, 4, 3]);
    const position = act(at(2, 3), day, { type: 'skipUnreviewed' });
    expect(reviewScreen(position, day)).toBe('done');
  });

  it('again cards and no unreviewed card: "Step 3 of 3" straight away', () => {
    expect(reviewScreen(at(1, 3), dayOf([1, 3, 1]))).toBe('again-remain');
  });
});

describe('stage 3 → 4 or 5', () => {
  it('review again cards: → 4 at the first card scored 1', () => {
    expect(act(at(3, 3), dayOf([3, 1, 1]), { type: 'reviewAgain' })).toEqual(at(4, 1));
  });
  it('skip them: → 5, done', () => {
    const day = dayOf([3, 1, null]);
    const position = act(at(3, 3), day, { type: 'skipAgain' });
    expect(position).toEqual(at(5, 3));
    expect(reviewScreen(position, day)).toBe('done');
  });
  it('the first pass can also go straight to the again pass (1 → 4)', () => {
    expect(act(at(1, 3), dayOf([1, 3]), { type: 'reviewAgain' })).toEqual(at(4, 0));
  });
});

describe('stage 4: the again pass', () => {
  it('wraps around from the last again card to the first one still at 1', () => {
    let day = dayOf([1, 3, 1, 1]);
    let position = at(4, 2);
    [position, day] = scoreAndAdvance(position, day, 1);
    expect(position).toEqual(at(4, 3));
    [position, day] = scoreAndAdvance(position, day, 1);
    expect(position).toEqual(at(4, 0)); // wrap-around
    [position, day] = scoreAndAdvance(position, day, 3);
    expect(position).toEqual(at(4, 2));
    expect(reviewScreen(position, day)).toBe('card');
  });

  it('a card leaves the loop once its newest score is 2 or more; the last one ends the pass', () => {
    let day = dayOf([1, 1]);
    let position = at(4, 0);
    [position, day] = scoreAndAdvance(position, day, 2);
    expect(position).toEqual(at(4, 1));
    [position, day] = scoreAndAdvance(position, day, 1);
    expect(position).toEqual(at(4, 1)); // the only card left comes back
    [position, day] = scoreAndAdvance(position, day, 4);
    expect(position).toEqual(at(4, 2));
    expect(reviewScreen(position, day)).toBe('done');
  });

  it('skip for today: 4 → 5 with again cards left', () => {
    const day = dayOf([1, 1]);
    const position = act(at(4, 1), day, { type: 'skipAgain' });
    expect(position).toEqual(at(5, 2));
    expect(reviewScreen(position, day)).toBe('done');
  });

  it('navigation keeps stage 4', () => {
    expect(act(at(4, 1), dayOf([1, 1, 1]), { type: 'previous' })).toEqual(at(4, 0));
  });
});

describe('what each score writes', () => {
  const existing = { id: 'r1', phrase_id: 'p0', score: 2 as const };
  it('inserts a first review in any stage', () => {
    for (const stage of [1, 2, 4] as const)
      expect(reviewWriteFor(stage, undefined, 3)).toEqual({ kind: 'insert', score: 3 });
  });
  it('below stage 3 a changed score updates the same row and the same score does nothing', () => {
    expect(reviewWriteFor(2, existing, 4)).toEqual({
      kind: 'update',
      review_id: 'r1',
      score: 4,
      previous: 2,
    });
    expect(reviewWriteFor(1, existing, 2)).toEqual({ kind: 'none', review: existing });
  });
  it('in the again pass every score inserts a new row, even the same score', () => {
    expect(reviewWriteFor(4, { ...existing, score: 1 }, 1)).toEqual({ kind: 'insert', score: 1 });
    expect(reviewWriteFor(4, { ...existing, score: 1 }, 3)).toEqual({ kind: 'insert', score: 3 });
  });
});

describe('a whole day with skips', () => {
  it('skips one card, skips the unreviewed, runs the again pass to the end', () => {
    let day = dayOf([null, null, null, null]);
    let position = act(at(0, 0), day, { type: 'start' });
    [position, day] = scoreAndAdvance(position, day, 1);
    position = act(position, day, { type: 'next' }); // leave card 1
    [position, day] = scoreAndAdvance(position, day, 3);
    [position, day] = scoreAndAdvance(position, day, 1);
    expect(reviewScreen(position, day)).toBe('unreviewed-remain');
    position = act(position, day, { type: 'skipUnreviewed' });
    expect(reviewScreen(position, day)).toBe('again-remain');
    position = act(position, day, { type: 'reviewAgain' });
    expect(position).toEqual(at(4, 0));
    [position, day] = scoreAndAdvance(position, day, 3);
    expect(position).toEqual(at(4, 3));
    [position, day] = scoreAndAdvance(position, day, 3);
    expect(reviewScreen(position, day)).toBe('done');
    // Later the same day the skipped card brings the session back to it.
    expect(inferStart(day)).toEqual(at(1, 1));
  });
});
