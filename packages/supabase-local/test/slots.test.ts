import { expect, test } from 'vitest';
import { Slots } from '../src/slots.ts';

// Password hashing (one bcrypt per core) and PGlite (one statement or transaction at a time)
// wait in Slots (src/slots.ts): the limit holds however many arrive at once, and every one of
// them gets its turn in order.

test('no more tasks run at once than there are slots, and all run in arrival order', async () => {
  const slots = new Slots(2);
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const releases: Array<() => void> = [];
  const tasks = Array.from({ length: 7 }, (_, i) =>
    slots.run(async () => {
      started.push(i);
      running++;
      most = Math.max(most, running);
      await new Promise<void>((r) => releases.push(r));
      running--;
      return i;
    }),
  );
  // Release the running tasks one at a time until all have run.
  while (started.length < 7 || running > 0) {
    await new Promise((r) => setImmediate(r));
    expect(running).toBeLessThanOrEqual(2);
    releases.shift()?.();
  }
  expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
  expect(most).toBe(2);
});

test('a task that fails frees its slot', async () => {
  const slots = new Slots(1);
  await expect(slots.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
  expect(await slots.run(() => Promise.resolve('next'))).toBe('next');
});
