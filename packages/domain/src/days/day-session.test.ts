import { describe, expect, it } from 'vitest';
import {
  addDays,
  daySession,
  daysBetween,
  isDayString,
  isoWeekday,
  weekStartMonday,
} from './day-session.ts';

describe('daySession', () => {
  it('rolls over at 04:00 local time', () => {
    expect(daySession(new Date('2026-03-10T03:59:59Z'), 'UTC')).toBe('2026-03-09');
    expect(daySession(new Date('2026-03-10T04:00:00Z'), 'UTC')).toBe('2026-03-10');
    expect(daySession(new Date('2026-03-10T23:59:59Z'), 'UTC')).toBe('2026-03-10');
    expect(daySession(new Date('2026-03-10T00:00:00Z'), 'UTC')).toBe('2026-03-09');
  });

  it('uses the local date of the given time zone', () => {
    const instant = new Date('2026-07-01T20:00:00Z');
    expect(daySession(instant, 'Asia/Tokyo')).toBe('2026-07-02'); // 05:00 on the 2nd
    expect(daySession(instant, 'Asia/Kolkata')).toBe('2026-07-01'); // 01:30 on the 2nd, before the rollover
    expect(daySession(instant, 'America/Los_Angeles')).toBe('2026-07-01'); // 13:00 on the 1st
  });

  it('keeps 04:00 local as the boundary across daylight-saving changes', () => {
    // New York springs forward on 2026-03-08 at 02:00 (EST → EDT).
    expect(daySession(new Date('2026-03-08T07:59:00Z'), 'America/New_York')).toBe('2026-03-07'); // 03:59 EDT
    expect(daySession(new Date('2026-03-08T08:00:00Z'), 'America/New_York')).toBe('2026-03-08'); // 04:00 EDT
    // And falls back on 2026-11-01 at 02:00 (EDT → EST).
    expect(daySession(new Date('2026-11-01T08:59:00Z'), 'America/New_York')).toBe('2026-10-31'); // 03:59 EST
    expect(daySession(new Date('2026-11-01T09:00:00Z'), 'America/New_York')).toBe('2026-11-01'); // 04:00 EST
  });

  it('crosses month and year boundaries', () => {
    expect(daySession(new Date('2027-01-01T02:00:00Z'), 'UTC')).toBe('2026-12-31');
    expect(daySession(new Date('2028-03-01T01:00:00Z'), 'UTC')).toBe('2028-02-29');
  });
});

describe('day arithmetic', () => {
  it('daysBetween counts calendar days', () => {
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(daysBetween('2026-03-02', '2026-02-27')).toBe(-3);
    expect(daysBetween('2025-12-31', '2027-01-01')).toBe(366);
  });

  it('is not confused by daylight saving (pure calendar arithmetic)', () => {
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
  });

  it('addDays moves forward and back', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('validates day strings', () => {
    expect(isDayString('2026-02-28')).toBe(true);
    expect(isDayString('2026-02-30')).toBe(false);
    expect(isDayString('2026-2-3')).toBe(false);
    expect(isDayString(20260101)).toBe(false);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });

  it('finds ISO weekdays and the week start', () => {
    expect(isoWeekday('2026-11-23')).toBe(1); // Monday
    expect(isoWeekday('2026-11-22')).toBe(7); // Sunday
    expect(isoWeekday('1969-12-29')).toBe(1); // before the epoch
    expect(weekStartMonday('2026-11-22')).toBe('2026-11-16');
    expect(weekStartMonday('2026-11-23')).toBe('2026-11-23');
    expect(weekStartMonday('2026-11-26')).toBe('2026-11-23');
  });
});
