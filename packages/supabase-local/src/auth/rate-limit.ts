/**
 * Sliding-log rate limiter kept in memory: at most `limit` hits per key within
 * `windowMs`. Enough for one local process; counts reset on restart.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Records a hit and reports whether it is within the limit. */
  take(key: string, now = Date.now()): boolean {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(since);
    return true;
  }

  /** True when `key` has used up its hits in the current window. */
  exhausted(key: string, now = Date.now()): boolean {
    const since = now - this.windowMs;
    return (this.hits.get(key) ?? []).filter((t) => t > since).length >= this.limit;
  }

  /** Forgets the hits of `key`. */
  reset(key: string): void {
    this.hits.delete(key);
  }

  private prune(since: number): void {
    for (const [key, times] of this.hits) {
      if (!times.some((t) => t > since)) this.hits.delete(key);
    }
  }
}
