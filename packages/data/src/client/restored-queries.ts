/**
 * The queries the kept copy filled on this page (query-cache-persistence.ts). The spec's cache
 * rules (docs/product.md §9: fresh for 120 s, no refetch on mount) are about data read while the
 * app runs; data brought back from an earlier visit is read again the first time a screen shows
 * it, and from then on follows those rules.
 */
const restored = new WeakSet<object>();

export function noteRestored(query: object): void {
  restored.add(query);
}

/** Whether `query` still holds data from the copy, not read again since. */
export function holdsRestoredData(query: { state: { isInvalidated: boolean } }): boolean {
  return restored.has(query) && query.state.isInvalidated;
}
