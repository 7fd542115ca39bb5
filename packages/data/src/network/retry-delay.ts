/**
 * The one backoff of the app: the wait before retry number `attempt` (1 for the first),
 * `firstMs` doubled for each later one, at most `maxMs`. The outbox waits 1 s up to 30 s; the
 * federation retry plugin 400 ms. Free of imports, so the shell's start-up, which loads before
 * any shared package, bundles it as it does is-online.ts.
 */
export function retryDelayMs(attempt: number, firstMs: number, maxMs = Infinity): number {
  return Math.min(maxMs, firstMs * 2 ** Math.max(0, attempt - 1));
}
