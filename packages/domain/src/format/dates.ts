/** What the date helpers accept: a Date, epoch milliseconds, or an ISO string. */
export type DateLike = Date | number | string;

/** Converts `input` to a Date, throwing on values that do not name a real instant. */
export function toDate(input: DateLike): Date {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(input)}`);
  return date;
}

export const MS_PER_MINUTE = 60_000;
export const MS_PER_HOUR = 60 * MS_PER_MINUTE;
export const MS_PER_DAY = 24 * MS_PER_HOUR;

/**
 * True when `date` lies within the last `days` days before `now` (inclusive),
 * e.g. docs/product.md §9 "Reviewed last 7d means within 7 days". Future dates are excluded.
 */
export function isWithinLastDays(
  date: DateLike,
  days: number,
  now: DateLike = new Date(),
): boolean {
  const elapsed = toDate(now).getTime() - toDate(date).getTime();
  return elapsed >= 0 && elapsed <= days * MS_PER_DAY;
}

/**
 * Newest of several optional dates, or null when none is given; used to sort
 * decks by most recent review, falling back to their creation date (docs/product.md §2).
 */
export function latestDate(...inputs: (DateLike | null | undefined)[]): Date | null {
  let latest: Date | null = null;
  for (const input of inputs) {
    if (input === null || input === undefined) continue;
    const date = toDate(input);
    if (latest === null || date > latest) latest = date;
  }
  return latest;
}

/** Short human date in the user's locale, e.g. "Nov 21, 2026". */
export function formatShortDate(date: DateLike, locale?: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(toDate(date));
}
