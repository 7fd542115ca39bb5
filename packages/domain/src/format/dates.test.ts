import { describe, expect, it } from 'vitest';
import { compareInstants, formatShortDate, isWithinLastDays, latestDate, toDate } from './dates.ts';

describe('date helpers', () => {
  it('toDate accepts Date, number and ISO string and rejects nonsense', () => {
    const iso = '2026-03-01T10:00:00.000Z';
    expect(toDate(iso).toISOString()).toBe(iso);
    expect(toDate(Date.parse(iso)).toISOString()).toBe(iso);
    expect(() => toDate('not a date')).toThrow(RangeError);
  });

  it('compareInstants orders Postgres timestamps by instant, a whole second before its fractions', () => {
    const sorted = [
      '2026-12-05T09:48:35.004+00:00',
      '2026-12-05T09:48:35.000412+00:00',
      '2026-12-05T09:48:35+00:00',
      '2026-12-05T09:48:35.72+00:00',
      '2026-12-05T09:48:35.000411+00:00',
      '2026-12-05T10:48:34.9+01:00',
    ].sort(compareInstants);
    expect(sorted).toEqual([
      '2026-12-05T10:48:34.9+01:00',
      '2026-12-05T09:48:35+00:00',
      '2026-12-05T09:48:35.000411+00:00',
      '2026-12-05T09:48:35.000412+00:00',
      '2026-12-05T09:48:35.004+00:00',
      '2026-12-05T09:48:35.72+00:00',
    ]);
    // Text order puts the whole second last; this is the order the helper exists to avoid.
    expect('2026-12-05T09:48:35+00:00'.localeCompare('2026-12-05T09:48:35.004+00:00')).toBe(1);
    expect(compareInstants('2026-12-05T09:48:35.5Z', '2026-12-05T09:48:35.500+00:00')).toBe(0);
    expect(compareInstants(null, '2026-12-05T09:48:35Z')).toBeLessThan(0);
    expect(compareInstants(undefined, null)).toBe(0);
  });

  it('isWithinLastDays covers exactly the last N days', () => {
    const now = '2026-03-08T12:00:00Z';
    expect(isWithinLastDays('2026-03-01T12:00:00Z', 7, now)).toBe(true);
    expect(isWithinLastDays('2026-03-01T11:59:59Z', 7, now)).toBe(false);
    expect(isWithinLastDays('2026-03-09T12:00:00Z', 7, now)).toBe(false);
  });

  it('latestDate picks the newest present date', () => {
    expect(
      latestDate(null, '2026-01-02T00:00:00Z', undefined, '2026-01-01T00:00:00Z')?.toISOString(),
    ).toBe('2026-01-02T00:00:00.000Z');
    expect(latestDate(null, undefined)).toBeNull();
  });

  it('formatShortDate uses the given locale and time zone', () => {
    expect(formatShortDate('2026-11-21T23:30:00Z', 'en-US', 'UTC')).toBe('Nov 21, 2026');
    expect(formatShortDate('2026-11-21T23:30:00Z', 'en-US', 'Asia/Tokyo')).toBe('Nov 22, 2026');
  });
});
