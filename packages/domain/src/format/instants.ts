/**
 * Orders two timestamps by the instant they name, oldest first; a missing or unreadable one
 * counts as the oldest. Not by their text: Postgres drops a fraction's trailing zeros and
 * `localeCompare` puts '.' before '+', so a whole second ("…:35+00:00") sorted after
 * "…:35.004+00:00"; nor do the browser's ('…Z') and Postgres's ('…+00:00') compare as text.
 * Down to the microsecond Postgres keeps, which `Date.parse` alone drops.
 */
export function compareInstants(
  a: string | null | undefined,
  b: string | null | undefined,
): number {
  const [x, y] = [microsecondsOf(a), microsecondsOf(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The latest of these timestamps by instant (a live view's cursor), or null when none is
 * readable: a missing or unreadable one never wins.
 */
export function latestInstant(times: Iterable<string | null | undefined>): string | null {
  let latest: string | null = null;
  for (const time of times) if (compareInstants(time, latest) > 0) latest = time ?? null;
  return latest;
}

function microsecondsOf(iso: string | null | undefined): number {
  const ms = iso ? Date.parse(iso) : NaN;
  if (Number.isNaN(ms)) return -Infinity;
  return ms * 1000 + Number((/\.\d{3}(\d{0,3})/.exec(iso!)?.[1] ?? '').padEnd(3, '0'));
}
