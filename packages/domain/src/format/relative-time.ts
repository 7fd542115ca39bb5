import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, toDate, type DateLike } from './dates.ts';

const DAYS_PER_MONTH = 365.25 / 12;
const DAYS_PER_YEAR = 365.25;

/** Below this distance a time reads "just now" in either direction. */
const JUST_NOW_MS = MS_PER_MINUTE;

/**
 * Relative time in the short units of docs/product.md §9 (min, hr, d, mo, yr): "just now",
 * "5 min ago", "3 hr ago", "2 d ago", "4 mo ago", "1 yr ago", and for the
 * future "in 5 min". Each unit counts whole units elapsed (59 min stays "59 min").
 */
export function formatRelativeTime(date: DateLike, now: DateLike = new Date()): string {
  const diff = toDate(now).getTime() - toDate(date).getTime();
  const distance = Math.abs(diff);
  if (distance < JUST_NOW_MS) return 'just now';

  const amount = describeDistance(distance);
  return diff > 0 ? `${amount} ago` : `in ${amount}`;
}

function describeDistance(ms: number): string {
  if (ms < MS_PER_HOUR) return `${Math.floor(ms / MS_PER_MINUTE)} min`;
  if (ms < MS_PER_DAY) return `${Math.floor(ms / MS_PER_HOUR)} hr`;
  const days = ms / MS_PER_DAY;
  if (days < DAYS_PER_MONTH) return `${Math.floor(days)} d`;
  if (days < DAYS_PER_YEAR) return `${Math.floor(days / DAYS_PER_MONTH)} mo`;
  return `${Math.floor(days / DAYS_PER_YEAR)} yr`;
}
