import { Slots } from '../slots.ts';
import { backgroundHasher, hasherThreads } from './background-hasher.ts';

/**
 * The hasher runs one bcrypt per core (its pool has a thread per core); one more per core
 * waits in its queue, so a core goes from one hash to the next without waiting for this
 * process to send it (tests/bench/backend-goals.ts). More would only queue there instead
 * of here.
 */
const hashing = new Slots(2 * hasherThreads);

/**
 * Password hashes are bcrypt, as GoTrue stores them, so accounts move to a hosted project
 * unchanged. Hashing runs natively in a process of lowest priority (background-hasher.ts):
 * a sign-in never holds the event loop, and a sign-in storm leaves the cores to the other
 * requests first.
 */
export function hashPassword(password: string, cost: number): Promise<string> {
  return hashing.run(() => backgroundHasher.run({ op: 'hash', password, cost }));
}

/** True when `password` matches a `$2a$`, `$2b$` or `$2y$` hash; false for anything else. */
export async function checkPassword(password: string, stored: string): Promise<boolean> {
  try {
    return await hashing.run(() => backgroundHasher.run({ op: 'verify', password, stored }));
  } catch {
    return false;
  }
}

const decoys = new Map<number, Promise<string>>();

/**
 * Compared against when an address is unknown, so that a miss costs as much time as a hit: of
 * the cost new passwords are hashed at, made once per cost on first use.
 */
export function decoyHash(cost: number): Promise<string> {
  let decoy = decoys.get(cost);
  if (!decoy) {
    decoy = hashPassword('decoy password that never matches', cost);
    decoys.set(cost, decoy);
    // A failed hash is not kept: the next miss tries again.
    decoy.catch(() => decoys.delete(cost));
  }
  return decoy;
}
