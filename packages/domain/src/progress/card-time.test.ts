import { describe, expect, it } from 'vitest';
import {
  REVIEW_TIME_CAP_MS,
  cardTimeMs,
  pauseCardTime,
  resumeCardTime,
  startCardTime,
} from './card-time.ts';

describe('time on a card', () => {
  it('counts from the moment the card is shown to its score', () => {
    const time = startCardTime(1_000, true);
    expect(cardTimeMs(time, 1_000)).toBe(0);
    expect(cardTimeMs(time, 5_250.4)).toBe(4_250);
  });

  it('leaves out the time the page was hidden', () => {
    let time = startCardTime(0, true);
    time = pauseCardTime(time, 3_000);
    // Away for ten minutes: the clock stands still.
    expect(cardTimeMs(time, 603_000)).toBe(3_000);
    time = resumeCardTime(time, 603_000);
    expect(cardTimeMs(time, 605_500)).toBe(5_500);
  });

  it('starts stopped on a hidden page and counts once it shows', () => {
    let time = startCardTime(0, false);
    expect(cardTimeMs(time, 40_000)).toBe(0);
    time = resumeCardTime(time, 40_000);
    expect(cardTimeMs(time, 42_000)).toBe(2_000);
  });

  it('ignores a repeated hide or show', () => {
    let time = startCardTime(0, true);
    time = resumeCardTime(time, 1_000);
    time = pauseCardTime(time, 2_000);
    time = pauseCardTime(time, 9_000);
    expect(cardTimeMs(time, 10_000)).toBe(2_000);
  });

  it('counts at most a minute, however long the card stays visible', () => {
    const time = startCardTime(0, true);
    expect(cardTimeMs(time, REVIEW_TIME_CAP_MS - 1)).toBe(REVIEW_TIME_CAP_MS - 1);
    expect(cardTimeMs(time, 3_600_000)).toBe(REVIEW_TIME_CAP_MS);
    expect(REVIEW_TIME_CAP_MS).toBe(60_000);
  });
});
