/**
 * At most `size` holders at once; the others wait their turn, first come first served. One
 * slot makes it a lock (PGlite is a single-user database: engine/pglite.ts); one per core
 * limits password hashing (auth/passwords.ts).
 */
export class Slots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {}

  /** Waits for a slot; the returned function frees it (calling it again does nothing). */
  async take(): Promise<() => void> {
    if (this.running >= this.size) await new Promise<void>((r) => this.waiting.push(r));
    else this.running++;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      // The slot passes straight to the next in line, so the count never dips and rises.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    const release = await this.take();
    try {
      return await task();
    } finally {
      release();
    }
  }
}
