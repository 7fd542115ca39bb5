/**
 * Puts `rows` into `list`: a row whose id is already there replaces it, a new one is added, and
 * with `compare` the result is sorted. What a catch-up reads twice, or a broadcast and a
 * catch-up both bring, shows once.
 */
export function mergeById<T extends { id: string }>(
  list: readonly T[],
  rows: readonly T[],
  compare?: (a: T, b: T) => number,
): T[] {
  if (rows.length === 0) return [...list];
  const incoming = new Map(rows.map((row) => [row.id, row]));
  const merged = list.map((row) => {
    const replacement = incoming.get(row.id);
    if (replacement) incoming.delete(row.id);
    return replacement ?? row;
  });
  merged.push(...incoming.values());
  return compare ? merged.sort(compare) : merged;
}
