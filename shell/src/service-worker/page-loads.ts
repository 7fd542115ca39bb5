/**
 * The pages of the app that are loading now, as they announce themselves (`PAGE_LOADING` at
 * start-up, `PAGE_SETTLED` once settled). The worker's fetching ahead, at install and for a new
 * remote, waits while any is loading: a learner who opens the app again while the worker installs
 * has the network and the processor to themselves (docs/offline.md). A page that never says it
 * settled (closed, or crashed) is forgotten after `maxWaitMs`.
 */
export class PageLoads {
  private readonly loading = new Map<string, ReturnType<typeof setTimeout>>();
  private waiting: Array<() => void> = [];
  private queued: Array<() => void> = [];
  private free: number;

  constructor(
    private readonly maxWaitMs: number,
    concurrency: number,
  ) {
    this.free = concurrency;
  }

  started(pageId: string): void {
    clearTimeout(this.loading.get(pageId));
    this.loading.set(
      pageId,
      setTimeout(() => this.settled(pageId), this.maxWaitMs),
    );
  }

  settled(pageId: string): void {
    clearTimeout(this.loading.get(pageId));
    this.loading.delete(pageId);
    if (this.loading.size > 0) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resume of waiting) resume();
  }

  /** Resolves once no page is loading. */
  quiet(): Promise<void> {
    if (this.loading.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /**
   * Runs `task` for every item, at most `concurrency` tasks at a time across all callers, each
   * started only while no page is loading: downloads started all at once could not be held back
   * once a page begins to load.
   */
  async eachWhenQuiet<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
    await Promise.all(
      items.map(async (item) => {
        const release = await this.slot();
        try {
          await task(item);
        } catch {
          // one file that could not be fetched ahead is fetched when first used
        } finally {
          release();
        }
      }),
    );
  }

  private async slot(): Promise<() => void> {
    for (;;) {
      await this.quiet();
      if (this.free > 0) {
        this.free--;
        return () => {
          this.free++;
          this.queued.shift()?.();
        };
      }
      await new Promise<void>((resolve) => this.queued.push(resolve));
    }
  }
}
