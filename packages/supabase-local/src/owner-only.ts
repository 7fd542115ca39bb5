import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The data directory holds the database (refresh tokens included), the JWT secret and
 * stored objects, so only the user running the server may enter it, as PostgreSQL demands
 * of its own data directory. PGlite creates its files readable and writable by everyone
 * (mode 666) whatever the umask, so directories closed to others are what keep them safe.
 */
export function makeOwnerOnlyDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Takes group and other permissions off everything under `dir` (symbolic links are left alone). */
export function makeOwnerOnlyTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = lstatSync(full).mode & 0o777;
    if ((mode & 0o077) !== 0) chmodSync(full, mode & 0o700);
    if (entry.isDirectory()) makeOwnerOnlyTree(full);
  }
}
