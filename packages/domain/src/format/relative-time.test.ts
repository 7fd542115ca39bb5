import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HR = 60 * MIN;
const DAY = 24 * HR;

describe('formatRelativeTime', () => {
  it('says just now within a minute either way', () => {
    expect(formatRelativeTime(now, now)).toBe('just now');
    expect(formatRelativeTime(ago(59_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(-30_000), now)).toBe('just now');
  });

  it('uses short units for the past', () => {
    expect(formatRelativeTime(ago(MIN), now)).toBe('1 min ago');
    expect(formatRelativeTime(ago(5 * MIN), now)).toBe('5 min ago');
    expect(formatRelativeTime(ago(59 * MIN + 59_000), now)).toBe('59 min ago');
    expect(formatRelativeTime(ago(HR), now)).toBe('1 hr ago');
    expect(formatRelativeTime(ago(3 * HR + 20 * MIN), now)).toBe('3 hr ago');
    expect(formatRelativeTime(ago(DAY), now)).toBe('1 d ago');
    expect(formatRelativeTime(ago(2 * DAY), now)).toBe('2 d ago');
    expect(formatRelativeTime(ago(29 * DAY), now)).toBe('29 d ago');
    expect(formatRelativeTime(ago(31 * DAY), now)).toBe('1 mo ago');
    expect(formatRelativeTime(ago(125 * DAY), now)).toBe('4 mo ago');
    expect(formatRelativeTime(ago(364 * DAY), now)).toBe('11 mo ago');
    expect(formatRelativeTime(ago(366 * DAY), now)).toBe('1 yr ago');
    expect(formatRelativeTime(ago(800 * DAY), now)).toBe('2 yr ago');
  });

  it('phrases future times with "in"', () => {
    expect(formatRelativeTime(ago(-5 * MIN), now)).toBe('in 5 min');
    expect(formatRelativeTime(ago(-2 * DAY), now)).toBe('in 2 d');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatRelativeTime('2026-06-15T09:00:00Z', now.getTime())).toBe('3 hr ago');
  });

  it('throws on an invalid date', () => {
    expect(() => formatRelativeTime('yesterday', now)).toThrow(RangeError);
  });
});
