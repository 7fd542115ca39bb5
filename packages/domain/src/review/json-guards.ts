/**
 * Checks for JSON the review screens read back from local storage or the server. Written by
 * hand rather than with zod: the review setup screen reads these at first paint, and zod
 * would weigh on it (docs/performance.md, "Hand-written checks of JSON"). Each guard accepts what
 * the zod check it replaced accepted: `z.object` (an object, not an array), `z.uuid()`,
 * `z.int()`, `z.number()`, `z.iso.datetime({ offset: true })`, `z.length(n)`.
 */

/** An object whose fields can be read by name (arrays and null are not). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An array whose every element (holes count as undefined) passes `guard`. */
export function isListOf<T>(value: unknown, guard: (item: unknown) => item is T): value is T[] {
  if (!Array.isArray(value)) return false;
  for (const item of value) if (!guard(item)) return false;
  return true;
}

/** A finite number (NaN and ±Infinity are not). */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A whole number within ±(2^53 − 1), where every integer is exact. */
export function isWholeNumber(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/** A whole number of 0 or more (a count or an index). */
export function isCount(value: unknown): value is number {
  return isWholeNumber(value) && value >= 0;
}

/** A string of exactly `length` characters, counted in code points (an emoji is one). */
export function hasCodePoints(value: unknown, length: number): value is string {
  return typeof value === 'string' && [...value].length === length;
}

// RFC 9562: version digit 1–8 and variant 10xx, or the nil and max ids (lower case only).
const UUID =
  /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|f{8}-f{4}-f{4}-f{4}-f{12})$/;

/** An RFC 9562 UUID, as the database's gen_random_uuid() and crypto.randomUUID() make them. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

// Seconds required, any fraction, then Z or a ±hh:mm offset (RFC 3339).
const OFFSET_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** An ISO 8601 date and time with seconds and a Z or ±hh:mm offset, on a real calendar day. */
export function isOffsetDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = OFFSET_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}
