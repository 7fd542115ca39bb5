import { describe, expect, it } from 'vitest';
import {
  readUndoHistory,
  reviewUndoKey,
  undoStepFor,
  undoStepsFromServer,
  undoWriteFor,
} from './review-undo.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = { stage: 1 as const, currentCardIndex: 2 };

describe('undo steps', () => {
  it('take back an insert with an undo, a change with the score before it, the same score with nothing', () => {
    const inserted = undoStepFor(id(1), { kind: 'insert', score: 3 }, id(9), at);
    expect(undoWriteFor(inserted)).toEqual({ kind: 'undo', review_id: id(9) });
    const changed = undoStepFor(
      id(1),
      { kind: 'update', review_id: id(9), score: 1, previous: 4 },
      undefined,
      at,
    );
    expect(undoWriteFor(changed)).toEqual({ kind: 'update', review_id: id(9), score: 4 });
    const same = undoStepFor(
      id(1),
      { kind: 'none', review: { phrase_id: id(1), score: 3 } },
      undefined,
      at,
    );
    expect(undoWriteFor(same)).toBeNull();
    // Each remembers where the session stood, which is where undo returns.
    expect(same).toMatchObject(at);
  });

  it('are read back for their own deck and day only, without what is malformed', () => {
    const steps = [
      undoStepFor(id(1), { kind: 'insert', score: 3 }, id(9), at),
      { phrase_id: 'nope', score: 3, write: 'insert', review_id: id(2), ...at },
      {
        phrase_id: id(3),
        score: 3,
        write: 'update',
        review_id: id(4),
        stage: 4,
        currentCardIndex: 0,
      },
      { phrase_id: id(3), score: 3, write: 'none', stage: 9, currentCardIndex: 0 },
      { phrase_id: id(3), score: 7, write: 'none', stage: 4, currentCardIndex: 0 },
    ];
    const raw = JSON.stringify({ lang: 'spa', dayString: '2026-12-01', steps });
    expect(readUndoHistory(raw, 'spa', '2026-12-01')).toEqual([steps[0]]);
    expect(readUndoHistory(raw, 'spa', '2026-12-02')).toEqual([]);
    expect(readUndoHistory(raw, 'fra', '2026-12-01')).toEqual([]);
    expect(readUndoHistory('{', 'spa', '2026-12-01')).toEqual([]);
    expect(readUndoHistory(null, 'spa', '2026-12-01')).toEqual([]);
  });

  it('are kept per learner, deck and day', () => {
    expect(reviewUndoKey('u1', 'spa', '2026-12-01')).toBe(
      'phrasebook:review-undo:u1:spa:2026-12-01',
    );
  });
});

describe('undoStepsFromServer', () => {
  const row = (n: number, phrase: number, score: 1 | 3, minute: number, first = true) => ({
    id: id(n),
    phrase_id: id(100 + phrase),
    score,
    created_at: `2026-12-06T08:${String(minute).padStart(2, '0')}:00Z`,
    day_first_review: first,
  });
  const manifest = [id(100), id(101), id(102)];

  it('takes the day back newest last: the first pass at its card, the again pass after', () => {
    const reviews = [row(3, 1, 1, 3), row(1, 0, 3, 1), row(4, 1, 3, 9, false)];
    expect(undoStepsFromServer(manifest, reviews, [])).toEqual([
      {
        phrase_id: id(100),
        score: 3,
        write: 'insert',
        review_id: id(1),
        stage: 2,
        currentCardIndex: 0,
      },
      {
        phrase_id: id(101),
        score: 1,
        write: 'insert',
        review_id: id(3),
        stage: 2,
        currentCardIndex: 1,
      },
      {
        phrase_id: id(101),
        score: 3,
        write: 'insert',
        review_id: id(4),
        stage: 4,
        currentCardIndex: 1,
      },
    ]);
  });

  it('leaves out a review already being taken back, and one of another set', () => {
    const reviews = [row(1, 0, 3, 1), row(2, 1, 3, 2), row(5, 7, 3, 3)];
    const undo = {
      kind: 'undo' as const,
      review_id: id(2),
      lang: 'spa',
      day_session: '2026-12-06',
      phrase_id: id(101),
      score: 3 as const,
      created_at: '2026-12-06T08:05:00Z',
      attempts: 0,
    };
    expect(undoStepsFromServer(manifest, reviews, [undo]).map((s) => s.review_id)).toEqual([id(1)]);
  });
});
