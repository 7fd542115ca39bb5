import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { shared, trimmedPackages } from '../shared.ts';
import {
  TRIMMED_EXPORTS_FILE,
  trimmedExportsFileText,
  untrimmableImports,
} from './trimmed-exports-file.ts';

const stale =
  'packages/build-config/src/trimmed-shared-exports.ts is stale: run `pnpm gen:shared-exports`';

describe('trimmed shared packages', () => {
  it('keep exactly what the sources and the other shared packages import, as `pnpm gen:shared-exports` writes it', async () => {
    const checkedIn = await readFile(TRIMMED_EXPORTS_FILE, 'utf8');
    expect(checkedIn, stale).toBe(await trimmedExportsFileText());
  });

  it('are imported by name only (a namespace or a subpath would take them whole)', () => {
    expect(untrimmableImports()).toEqual([]);
  });

  it('are shared singletons', () => {
    for (const name of trimmedPackages) expect(shared[name]?.singleton, name).toBe(true);
  });
});
