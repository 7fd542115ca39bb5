import { mkdirSync } from 'node:fs';

/** Creates `dir` (and its parents) if missing. */
export function makeOwnerOnlyDir(dir: string): void {
  mkdirSync(dir, { recursive: true });
}
