import { describe, expect, it } from 'vitest';
import {
  ReviewProgressMismatchError,
  assertProgressFor,
  initialReviewProgress,
  progressMismatchMessage,
  progressRecordOf,
  readReviewProgress,
  reviewProgressKey,
} from './review-progress.ts';

describe('review progress store', () => {
  it('keys progress by language and day', () => {
    expect(reviewProgressKey('spa', '2026-11-21')).toBe(
      'phrasebook:review-progress:spa:2026-11-21',
    );
    expect(reviewProgressKey('spa', '2026-11-21')).not.toBe(reviewProgressKey('spa', '2026-11-22'));
    expect(reviewProgressKey('spa', '2026-11-21')).not.toBe(reviewProgressKey('fra', '2026-11-21'));
  });

  it('starts not started', () => {
    expect(initialReviewProgress('tam', '2026-11-21')).toEqual({
      lang: 'tam',
      dayString: '2026-11-21',
      stage: 0,
      currentCardIndex: 0,
    });
  });

  it('reads a stored record, from JSON text or an object', () => {
    const progress = { lang: 'tam', dayString: '2026-11-21', stage: 4, currentCardIndex: 3 };
    expect(readReviewProgress(JSON.stringify(progress), 'tam', '2026-11-21')).toEqual(progress);
    expect(readReviewProgress(progress, 'tam', '2026-11-21')).toEqual(progress);
  });

  it('treats absent or corrupt records as nothing stored', () => {
    expect(readReviewProgress(null, 'tam', '2026-11-21')).toBeNull();
    expect(readReviewProgress('{not json', 'tam', '2026-11-21')).toBeNull();
    expect(
      readReviewProgress(
        { lang: 'tam', dayString: '2026-11-21', stage: 9, currentCardIndex: 0 },
        'tam',
        '2026-11-21',
      ),
    ).toBeNull();
  });

  it('treats records of the wrong shape as nothing stored', () => {
    const progress = { lang: 'tam', dayString: '2026-11-21', stage: 2, currentCardIndex: 3 };
    const { currentCardIndex: _, ...noIndex } = progress;
    for (const bad of [
      '"tam"',
      JSON.stringify([progress]),
      noIndex,
      { ...progress, stage: '2' },
      { ...progress, stage: 2.5 },
      { ...progress, stage: -1 },
      { ...progress, currentCardIndex: -1 },
      { ...progress, currentCardIndex: '3' },
      { ...progress, lang: 'ta' },
      { ...progress, lang: null },
      { ...progress, dayString: '2026-02-30' },
      { ...progress, dayString: 20261121 },
    ]) {
      expect(readReviewProgress(bad, 'tam', '2026-11-21'), JSON.stringify(bad)).toBeNull();
      expect(progressRecordOf(bad)).toBeNull();
    }
  });

  it('keeps only the fields it knows', () => {
    const progress = { lang: 'tam', dayString: '2026-11-21', stage: 5, currentCardIndex: 0 };
    expect(readReviewProgress({ ...progress, cards: [1] }, 'tam', '2026-11-21')).toEqual(progress);
  });

  it('throws when the record is for another language or day', () => {
    const other = { lang: 'spa', dayString: '2026-11-21', stage: 1, currentCardIndex: 0 } as const;
    expect(() => readReviewProgress(other, 'tam', '2026-11-21')).toThrow(
      ReviewProgressMismatchError,
    );
    expect(() => assertProgressFor({ ...other, lang: 'tam' }, 'tam', '2026-11-22')).toThrow(
      ReviewProgressMismatchError,
    );
    expect(() => assertProgressFor({ ...other, lang: 'tam' }, 'tam', '2026-11-21')).not.toThrow();
  });

  it('tells the learner in plain words that the session starts again from the server', () => {
    const mismatch = (lang: string, dayString: '2026-11-20' | '2026-11-21') =>
      new ReviewProgressMismatchError(
        { lang: 'tam', dayString: '2026-11-21' },
        { lang, dayString },
      );
    expect(progressMismatchMessage(mismatch('tam', '2026-11-20'))).toBe(
      'Your saved progress was from another day, so this review picks up from the scores saved on the server.',
    );
    expect(progressMismatchMessage(mismatch('spa', '2026-11-21'))).toBe(
      'Your saved progress was from another deck, so this review picks up from the scores saved on the server.',
    );
  });
});
