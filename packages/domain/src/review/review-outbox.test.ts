import { describe, expect, it } from 'vitest';
import {
  enqueueReviewWrite,
  outboxFor,
  readQueuedReviewWrite,
  cardsMarkedAgain,
  reviewsWithOutbox,
  type QueuedReviewWrite,
} from './review-outbox.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const entry = (overrides: Partial<QueuedReviewWrite> = {}): QueuedReviewWrite => ({
  kind: 'insert',
  review_id: id(1),
  lang: 'spa',
  day_session: '2026-11-24',
  phrase_id: id(100),
  score: 3,
  created_at: '2026-11-24T10:00:00.000Z',
  attempts: 0,
  ...overrides,
});

/** A persisted queue as the app's outbox reads it: the well-formed entries, in order. */
const readAll = (stored: unknown) =>
  Array.isArray(stored)
    ? stored.flatMap((value: unknown) => readQueuedReviewWrite(value) ?? [])
    : [];

describe('enqueueReviewWrite', () => {
  it('appends inserts in order', () => {
    const outbox = enqueueReviewWrite([entry()], entry({ review_id: id(2) }));
    expect(outbox.map((e) => e.review_id)).toEqual([id(1), id(2)]);
  });

  it('folds an update into the queued insert of the same review', () => {
    const outbox = enqueueReviewWrite([entry()], entry({ kind: 'update', score: 4 }));
    expect(outbox).toEqual([entry({ score: 4 })]);
  });

  it('queues the update after an insert that is being sent', () => {
    const sending = entry();
    const outbox = enqueueReviewWrite([sending], entry({ kind: 'update', score: 4 }), sending);
    expect(outbox.map((e) => [e.kind, e.score])).toEqual([
      ['insert', 3],
      ['update', 4],
    ]);
    // A later change folds into that queued update, not the insert in flight.
    const again = enqueueReviewWrite(outbox, entry({ kind: 'update', score: 2 }), sending);
    expect(again.map((e) => [e.kind, e.score])).toEqual([
      ['insert', 3],
      ['update', 2],
    ]);
  });

  it('queues an update of a review the server already has', () => {
    const outbox = enqueueReviewWrite([], entry({ kind: 'update', score: 1 }));
    expect(outbox).toHaveLength(1);
  });

  it('folds a change only into a write never tried: a tried one may have reached the server', () => {
    const tried = entry({ attempts: 1 });
    expect(enqueueReviewWrite([tried], entry({ kind: 'update', score: 4 }))).toEqual([
      tried,
      entry({ kind: 'update', score: 4 }),
    ]);
  });

  it('takes an undone review’s queued writes out, and always queues the undo after', () => {
    const queued = [
      entry(),
      entry({ kind: 'update', score: 1, review_id: id(1) }),
      entry({ review_id: id(2) }),
    ];
    const outbox = enqueueReviewWrite(queued, entry({ kind: 'undo' }));
    expect(outbox.map((e) => [e.kind, e.review_id])).toEqual([
      ['insert', id(2)],
      ['undo', id(1)],
    ]);
  });

  it('queues the undo after an insert that is on the wire', () => {
    const sending = entry();
    expect(
      enqueueReviewWrite([sending], entry({ kind: 'undo' }), sending).map((e) => e.kind),
    ).toEqual(['insert', 'undo']);
  });
});

describe('reviewsWithOutbox', () => {
  const server = [
    { id: id(1), phrase_id: id(100), score: 2 as const, created_at: '2026-11-24T10:00:00Z' },
  ];

  it('adds queued inserts and applies queued updates over the server rows', () => {
    const reviews = reviewsWithOutbox(server, [
      entry({ kind: 'update', score: 4 }),
      entry({ review_id: id(2), phrase_id: id(101), score: 1 }),
    ]);
    expect(reviews[id(100)]).toMatchObject({ id: id(1), score: 4 });
    expect(reviews[id(101)]).toMatchObject({ id: id(2), score: 1 });
    expect(server[0]!.score).toBe(2);
  });

  it('treats a queued insert as the newest review of its card, whatever its clock', () => {
    const reviews = reviewsWithOutbox(server, [
      entry({ review_id: id(3), score: 3, created_at: '2020-01-01T00:00:00.000Z' }),
    ]);
    expect(reviews[id(100)]).toMatchObject({ id: id(3), score: 3 });
  });

  it('leaves out a review whose undo waits, showing the card as it was before it', () => {
    const later = {
      id: id(2),
      phrase_id: id(100),
      score: 1 as const,
      created_at: '2026-11-24T11:00:00Z',
    };
    expect(
      reviewsWithOutbox([...server, later], [entry({ kind: 'undo', review_id: id(2) })])[id(100)],
    ).toMatchObject({
      id: id(1),
      score: 2,
    });
    const sending = entry({ review_id: id(3), phrase_id: id(101) });
    const undoing = entry({ kind: 'undo', review_id: id(3), phrase_id: id(101) });
    expect(reviewsWithOutbox(server, [sending, undoing])[id(101)]).toBeUndefined();
  });

  it('ignores an update of a review that is no longer the latest', () => {
    const reviews = reviewsWithOutbox(server, [
      entry({ review_id: id(3), score: 1 }),
      entry({ kind: 'update', review_id: id(1), score: 4 }),
    ]);
    expect(reviews[id(100)]).toMatchObject({ id: id(3), score: 1 });
  });
});

describe('persisted outbox', () => {
  it('keeps well-formed entries and drops the rest', () => {
    expect(readAll([entry(), { kind: 'insert' }, entry({ review_id: id(3) })])).toHaveLength(2);
    expect(readAll('nonsense')).toEqual([]);
    expect(readAll(null)).toEqual([]);
  });

  it('reads undo entries and the recall direction; recognise is left out as before', () => {
    expect(readQueuedReviewWrite(entry({ kind: 'undo' }))).toEqual(entry({ kind: 'undo' }));
    expect(readQueuedReviewWrite(entry({ direction: 'recall' }))).toEqual(
      entry({ direction: 'recall' }),
    );
    expect(readQueuedReviewWrite({ ...entry(), direction: 'recognise' })).toEqual(entry());
    expect(readQueuedReviewWrite({ ...entry(), direction: 'sideways' })).toBeNull();
  });

  it('keeps an insert’s time on the card, and the score without a time that is not one', () => {
    expect(readQueuedReviewWrite(entry({ duration_ms: 4_250 }))).toEqual(
      entry({ duration_ms: 4_250 }),
    );
    expect(readQueuedReviewWrite(entry({ duration_ms: 0 }))).toEqual(entry({ duration_ms: 0 }));
    for (const duration_ms of [-1, 1.5, '4250', null])
      expect(readQueuedReviewWrite({ ...entry(), duration_ms })).toEqual(entry());
  });

  it('keeps the time when a change of score is folded into the queued insert', () => {
    const outbox = enqueueReviewWrite(
      [entry({ duration_ms: 3_000 })],
      entry({ kind: 'update', score: 4 }),
    );
    expect(outbox).toEqual([entry({ score: 4, duration_ms: 3_000 })]);
  });

  it('reads an entry without fields it does not know', () => {
    expect(readQueuedReviewWrite({ ...entry(), note: 'x' })).toEqual(entry());
    expect(readQueuedReviewWrite(entry({ kind: 'update', score: 1, attempts: 7 }))).toEqual(
      entry({ kind: 'update', score: 1, attempts: 7 }),
    );
    expect(
      readQueuedReviewWrite(entry({ created_at: '2026-11-24T11:00:00+01:00' })),
    ).not.toBeNull();
  });

  it('drops entries of the wrong type, with a field missing or out of range', () => {
    const { created_at: _, ...undated } = entry();
    for (const bad of [
      null,
      [entry()],
      'entry',
      undated,
      { ...entry(), kind: 'delete' },
      { ...entry(), review_id: 'temp-1' },
      { ...entry(), phrase_id: 100 },
      { ...entry(), lang: 'es' },
      { ...entry(), lang: 'spanish' },
      { ...entry(), day_session: '2026-11-31' },
      { ...entry(), day_session: '24/11/2026' },
      { ...entry(), score: 0 },
      { ...entry(), score: '3' },
      { ...entry(), created_at: '2026-11-24T10:00' },
      { ...entry(), created_at: Date.parse('2026-11-24T10:00:00Z') },
      { ...entry(), attempts: -1 },
      { ...entry(), attempts: 1.5 },
    ]) {
      expect(readQueuedReviewWrite(bad), JSON.stringify(bad)).toBeNull();
      expect(readAll([entry(), bad])).toEqual([entry()]);
    }
  });

  it('selects one deck and day', () => {
    const outbox = [entry(), entry({ lang: 'fra' }), entry({ day_session: '2026-11-23' })];
    expect(outboxFor(outbox, 'spa', '2026-11-24')).toEqual([entry()]);
  });
});

describe('cardsMarkedAgain', () => {
  const row = (n: number, phrase: number, score: 1 | 2 | 3 | 4) => ({
    id: id(n),
    phrase_id: id(phrase),
    score,
  });

  it('counts each card scored Again once, though the again pass relearned it', () => {
    const reviews = [row(1, 100, 1), row(2, 101, 3), row(3, 100, 1), row(4, 100, 3)];
    expect(cardsMarkedAgain(reviews, [])).toBe(1);
  });

  it('applies the unsent writes: a new Again, a score changed, an undo', () => {
    const reviews = [row(1, 100, 1), row(2, 101, 3), row(3, 102, 1)];
    const pending = [
      entry({ review_id: id(9), phrase_id: id(103), score: 1 }),
      entry({ kind: 'update', review_id: id(1), phrase_id: id(100), score: 3 }),
      entry({ kind: 'undo', review_id: id(3), phrase_id: id(102), score: 1 }),
    ];
    expect(cardsMarkedAgain(reviews, pending)).toBe(1);
    expect(cardsMarkedAgain(reviews, pending.slice(0, 1))).toBe(3);
  });
});
