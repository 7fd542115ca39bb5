import os from 'node:os';
import { hash, hashSync, verify } from '@node-rs/bcrypt';

/** Runs at most `size` tasks at once; the others wait their turn, first come first served. */
export class Slots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((r) => this.waiting.push(r));
    else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so the count never dips and rises.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * One bcrypt per core at a time. libuv's pool runs four: on a two-core machine they take
 * the event loop's core too, so every other request waits through a sign-in storm for
 * hardly more sign-ins per second (tests/bench/backend-goals.ts), and the pool's file
 * work (storage) queues behind them.
 */
const hashing = new Slots(Math.max(1, os.availableParallelism()));

/**
 * Password hashes are bcrypt, as GoTrue stores them, so accounts move to a hosted project
 * unchanged. Hashing runs natively on libuv's thread pool: a sign-in no longer holds the
 * event loop while it hashes (bcryptjs, pure JavaScript on the main thread, did).
 */
export function hashPassword(password: string, cost: number): Promise<string> {
  return hashing.run(() => hash(password, cost));
}

/** True when `password` matches a `$2a$`, `$2b$` or `$2y$` hash; false for anything else. */
export async function checkPassword(password: string, stored: string): Promise<boolean> {
  try {
    return await hashing.run(() => verify(password, stored));
  } catch {
    return false;
  }
}

/** Compared against when an address is unknown, so that a miss costs as much time as a hit. */
export const decoyHash = hashSync('decoy password that never matches', 10);
