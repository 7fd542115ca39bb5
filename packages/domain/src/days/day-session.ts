import { MS_PER_DAY, toDate, type DateLike } from '../format/dates.ts';

/** A day session date, `YYYY-MM-DD`. */
export type DayString = string;

/** Local hour at which a new day session starts (docs/product.md §9: "rolls over at 04:00 local"). */
export const DAY_ROLLOVER_HOUR = 4;

const DAY_STRING = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The day session of the instant `now` in `timeZone` (default: the runtime's).
 *
 * The rollover is applied to the local wall clock, not by subtracting four
 * hours of elapsed time: on a daylight-saving change day the local 04:00 is
 * still the boundary, although 3 or 5 real hours have passed since midnight.
 */
export function daySession(now: DateLike = new Date(), timeZone?: string): DayString {
  const parts = wallClockFormatter(timeZone).formatToParts(toDate(now));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const localDate = Date.UTC(part('year'), part('month') - 1, part('day'));
  const sessionDate = part('hour') < DAY_ROLLOVER_HOUR ? localDate - MS_PER_DAY : localDate;
  return new Date(sessionDate).toISOString().slice(0, 10);
}

/** True when `value` is a real calendar date written `YYYY-MM-DD`. */
export function isDayString(value: unknown): value is DayString {
  if (typeof value !== 'string') return false;
  const match = DAY_STRING.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function dayNumber(day: DayString): number {
  if (!isDayString(day)) throw new RangeError(`Not a day string (YYYY-MM-DD): ${day}`);
  return Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: DayString, to: DayString): number {
  return dayNumber(to) - dayNumber(from);
}

/** The day string `days` days after `day` (before, when negative). */
export function addDays(day: DayString, days: number): DayString {
  return new Date((dayNumber(day) + days) * MS_PER_DAY).toISOString().slice(0, 10);
}

/** ISO weekday of a day string: 1 Monday … 7 Sunday. */
export function isoWeekday(day: DayString): number {
  // 1970-01-01 was a Thursday (ISO weekday 4).
  return ((((dayNumber(day) + 3) % 7) + 7) % 7) + 1;
}

/** The Monday on or before `day`, which starts its week for weekly goals (docs/product.md §9). */
export function weekStartMonday(day: DayString): DayString {
  return addDays(day, 1 - isoWeekday(day));
}
