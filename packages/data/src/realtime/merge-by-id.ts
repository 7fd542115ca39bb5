/**
 * Puts `rows` into `list`: a row whose id is already there replaces it, a new one is added,
 * then the result is sorted by `compare` (without one, the rows put in come last). What a
 * catch-up reads twice, or a broadcast and a catch-up both bring, shows once.
 */
export function mergeById<T extends { id: string }>(
  list: readonly T[],
  rows: readonly T[],
  compare?: (a: T, b: T) => number,
): T[] {
  // The last copy of an id wins, also among the rows put in.
  const incoming = new Map(rows.map((row) => [row.id, row]));
  const merged = [...list.filter((row) => !incoming.has(row.id)), ...incoming.values()];
  return compare ? merged.sort(compare) : merged;
}
