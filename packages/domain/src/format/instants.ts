/**
 * Orders two timestamps by the instant they name, oldest first; a missing one counts as the
 * oldest. Not by their text: Postgres drops a fraction's trailing zeros and `localeCompare`
 * puts '.' before '+', so a whole second ("…:35+00:00") sorted after "…:35.004+00:00"; nor do
 * the browser's ('…Z') and Postgres's ('…+00:00') compare as text. Down to the microsecond
 * Postgres keeps, which `Date.parse` alone would drop.
 */
export function compareInstants(
  a: string | null | undefined,
  b: string | null | undefined,
): number {
  if (!a || !b) return (a ? 1 : 0) - (b ? 1 : 0);
  return Date.parse(a) - Date.parse(b) || microseconds(a) - microseconds(b);
}

/** The digits past the millisecond of an ISO timestamp's fraction, as microseconds. */
const microseconds = (iso: string) => +(/\.\d{3}(\d{0,3})/.exec(iso)?.[1] ?? '').padEnd(3, '0');
