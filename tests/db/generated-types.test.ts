import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typesPath } from '../../supabase/scripts/gen-types.ts';
import { introspect, renderDatabaseTypes } from '../../supabase/scripts/types-render.ts';
import { openTestDb, type TestDb } from './helpers/test-db.ts';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

describe('packages/data/src/database.types.ts', () => {
  it('matches the schema (regenerate with pnpm gen:types)', async () => {
    expect(readFileSync(typesPath, 'utf8')).toBe(renderDatabaseTypes(await introspect(db)));
  });
});
