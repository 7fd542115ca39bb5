/** Stands for the page expected after one was left, until it announces itself. */
const NEXT_PAGE = Symbol('next page');

/**
 * The pages of the app that are loading now, as they announce themselves ('loading' at
 * start-up, 'settled' once settled; page-load-signals.ts). The worker's fetching ahead, at
 * install and for a new remote, waits while any is loading: a learner who opens the app again
 * while the worker installs has the network and the processor to themselves (docs/offline.md).
 * A page that never says it settled (closed, or crashed) is forgotten after `maxWaitMs`.
 *
 * A page that is left (reloaded, or for another page of the app) holds the downloads back too,
 * for at most `nextPageWaitMs` or until the next page says it is loading: that page's own
 * announcement comes only once its document has arrived, a round trip or more later.
 */
export class PageLoads {
  private readonly loading = new Map<string | symbol, ReturnType<typeof setTimeout>>();
  private waiting: Array<() => void> = [];
  private queued: Array<() => void> = [];
  private free: number;

  constructor(
    private readonly maxWaitMs: number,
    concurrency: number,
    private readonly nextPageWaitMs: number,
  ) {
    this.free = concurrency;
  }

  started(pageId: string): void {
    this.hold(pageId, this.maxWaitMs);
    // The page that was on its way has come: it holds the downloads back itself now.
    this.release(NEXT_PAGE);
  }

  /** A page was left: the next one is likely on its way. */
  left(): void {
    this.hold(NEXT_PAGE, this.nextPageWaitMs);
  }

  settled(pageId: string): void {
    this.release(pageId);
  }

  private release(load: string | symbol): void {
    clearTimeout(this.loading.get(load));
    this.loading.delete(load);
    if (this.loading.size > 0) return;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resume of waiting) resume();
  }

  private hold(load: string | symbol, waitMs: number): void {
    clearTimeout(this.loading.get(load));
    this.loading.set(
      load,
      setTimeout(() => this.release(load), waitMs),
    );
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
