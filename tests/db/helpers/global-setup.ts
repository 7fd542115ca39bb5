import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { suitePostgres } from '@phrasebook/testing/suite-postgres';
import { applySchema, engineName, seedScript, sessionSettings } from '@phrasebook/testing/schema';

let stopPostgres: (() => Promise<void>) | undefined;
let dumpDir: string | undefined;

/**
 * Migrates one PGlite and saves its data directory for the workers, then seeds the same
 * database and saves it again: the seeded copy is the migrated one plus the seed, so the
 * migrations run once.
 */
async function buildPgliteDumps(): Promise<{ schema: string; seeded: string }> {
  dumpDir = mkdtempSync(path.join(tmpdir(), 'phrasebook-pglite-'));
  const out = {
    schema: path.join(dumpDir, 'schema.tar.gz'),
    seeded: path.join(dumpDir, 'seeded.tar.gz'),
  };
  const db = await PGlite.create({ extensions: { pgcrypto, pg_trgm } });
  const save = async (file: string) => {
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  };
  try {
    await db.exec(sessionSettings);
    await applySchema({
      async query(sql, params) {
        return (await db.query<Record<string, unknown>>(sql, params)).rows as never;
      },
      async exec(sql) {
        await db.exec(sql);
      },
    });
    await save(out.schema);
    await db.exec(seedScript());
    await save(out.seeded);
  } finally {
    await db.close();
  }
  return out;
}

/**
 * For DB_ENGINE=postgres: one throwaway cluster for the run and a template database with
 * the schema applied once; each test file clones it (fast) instead of migrating again.
 */
export async function setup(project: TestProject): Promise<void> {
  if (engineName !== 'postgres') {
    const dumps = await buildPgliteDumps();
    project.provide('pgTemplateUrl', '');
    project.provide('pgliteSchemaDump', dumps.schema);
    project.provide('pgliteSeededDump', dumps.seeded);
    return;
  }
  project.provide('pgliteSchemaDump', '');
  project.provide('pgliteSeededDump', '');
  const postgres = await suitePostgres(process.env.DATABASE_URL);
  stopPostgres = postgres.stop;
  const adminUrl = postgres.url;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = `phrasebook_template_${process.pid}`;
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  await admin.end();
  const templateUrl = adminUrl.replace(/\/[^/]*$/, `/${template}`);
  const client = new pg.Client({ connectionString: templateUrl });
  await client.connect();
  await client.query(sessionSettings);
  await applySchema({
    async query(sql, params) {
      return (await client.query(sql, params)).rows as never;
    },
    async exec(sql) {
      await client.query(sql);
    },
  });
  await client.end();
  project.provide('pgTemplateUrl', templateUrl);
}

export async function teardown(): Promise<void> {
  await stopPostgres?.();
  if (dumpDir) rmSync(dumpDir, { recursive: true, force: true });
}
