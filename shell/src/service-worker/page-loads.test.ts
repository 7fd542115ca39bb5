import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoads } from './page-loads.ts';

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('PageLoads', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('holds downloads back while a page loads and lets them go once it settled', async () => {
    const loads = new PageLoads(15_000, 2, 5_000);
    const started: string[] = [];
    loads.started('page-1');
    const run = loads.eachWhenQuiet(['a', 'b'], async (file) => {
      started.push(file);
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toEqual([]);
    loads.settled('page-1');
    await run;
    expect(started).toEqual(['a', 'b']);
  });

  it('waits for every loading page, and forgets one that never settles', async () => {
    const loads = new PageLoads(15_000, 1, 5_000);
    loads.started('page-1');
    loads.started('page-2');
    let quiet = false;
    void loads.quiet().then(() => (quiet = true));
    loads.settled('page-1');
    await vi.advanceTimersByTimeAsync(14_000);
    expect(quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(quiet).toBe(true);
  });

  it('runs at most `concurrency` tasks at a time, and stops starting new ones when a page loads', async () => {
    const loads = new PageLoads(15_000, 2, 5_000);
    const finish = new Map<string, () => void>();
    const started: string[] = [];
    const run = loads.eachWhenQuiet(['a', 'b', 'c', 'd'], (file) => {
      started.push(file);
      return new Promise<void>((resolve) => finish.set(file, resolve));
    });
    await flush();
    expect(started).toEqual(['a', 'b']);
    loads.started('page-1');
    finish.get('a')?.();
    await flush();
    expect(started).toEqual(['a', 'b']);
    loads.settled('page-1');
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    finish.get('b')?.();
    finish.get('c')?.();
    await flush();
    finish.get('d')?.();
    await run;
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('holds downloads back from a page being left until the next one loads and settles', async () => {
    const loads = new PageLoads(15_000, 1, 5_000);
    const started: string[] = [];
    loads.left();
    const run = loads.eachWhenQuiet(['a'], async (file) => {
      started.push(file);
    });
    await vi.advanceTimersByTimeAsync(1_000);
    loads.started('page-2');
    await vi.advanceTimersByTimeAsync(6_000);
    expect(started).toEqual([]);
    loads.settled('page-2');
    await run;
    expect(started).toEqual(['a']);
  });

  it('lets downloads go when no page follows the one that was left', async () => {
    const loads = new PageLoads(15_000, 1, 5_000);
    let quiet = false;
    loads.left();
    void loads.quiet().then(() => (quiet = true));
    await vi.advanceTimersByTimeAsync(4_900);
    expect(quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(quiet).toBe(true);
  });

  it('goes on after a task that failed', async () => {
    const loads = new PageLoads(15_000, 1, 5_000);
    const done: string[] = [];
    await loads.eachWhenQuiet(['a', 'b'], async (file) => {
      if (file === 'a') throw new Error('offline');
      done.push(file);
    });
    expect(done).toEqual(['b']);
  });
});
