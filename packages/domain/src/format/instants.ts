/**
 * Orders two timestamps by the instant they name, oldest first; a missing or unreadable one
 * counts as the oldest. Not by their text: Postgres drops a fraction's trailing zeros and
 * `localeCompare` puts '.' before '+', so a whole second ("…:35+00:00") sorted after
 * "…:35.004+00:00"; nor do the browser's ('…Z') and Postgres's ('…+00:00') compare as text.
 * Down to the microsecond Postgres keeps, which `Date.parse` alone would drop.
 */
export function compareInstants(
  a: string | null | undefined,
  b: string | null | undefined,
): number {
  const [x, y] = [microsecondsOf(a), microsecondsOf(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * Microseconds since 1970. `Date.parse` is given the milliseconds only: the standard's format
 * has three digits of fraction, and what an engine does with more is its own choice.
 */
function microsecondsOf(iso: string | null | undefined): number {
  const fraction = (iso && /\.(\d+)/.exec(iso)?.[1]) || '';
  const ms = iso
    ? Date.parse(iso.replace(/\.\d+/, `.${fraction.slice(0, 3).padEnd(3, '0')}`))
    : NaN;
  return Number.isNaN(ms) ? -Infinity : ms * 1000 + Number(fraction.slice(3, 6).padEnd(3, '0'));
}
