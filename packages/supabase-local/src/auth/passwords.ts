import { hash, hashSync, verify } from '@node-rs/bcrypt';

/**
 * Password hashes are bcrypt, as GoTrue stores them, so accounts move to a hosted project
 * unchanged. Hashing runs natively on libuv's thread pool: a sign-in no longer holds the
 * event loop while it hashes (bcryptjs, pure JavaScript on the main thread, did).
 */
export function hashPassword(password: string, cost: number): Promise<string> {
  return hash(password, cost);
}

/** True when `password` matches a `$2a$`, `$2b$` or `$2y$` hash; false for anything else. */
export async function checkPassword(password: string, stored: string): Promise<boolean> {
  try {
    return await verify(password, stored);
  } catch {
    return false;
  }
}

/** Compared against when an address is unknown, so that a miss costs as much time as a hit. */
export const decoyHash = hashSync('decoy password that never matches', 10);
