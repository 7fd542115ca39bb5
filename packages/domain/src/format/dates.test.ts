import { describe, expect, it } from 'vitest';
import { formatShortDate, isWithinLastDays, latestDate, toDate } from './dates.ts';

describe('date helpers', () => {
  it('toDate accepts Date, number and ISO string and rejects nonsense', () => {
    const iso = '2026-03-01T10:00:00.000Z';
    expect(toDate(iso).toISOString()).toBe(iso);
    expect(toDate(Date.parse(iso)).toISOString()).toBe(iso);
    expect(() => toDate('not a date')).toThrow(RangeError);
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
