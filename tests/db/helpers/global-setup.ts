import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { suitePostgres } from '@phrasebook/testing/suite-postgres';
import {
  applySchema,
  engineName,
  migrationsDir,
  seedScript,
  sessionSettings,
} from '@phrasebook/testing/schema';
import { preparePgliteDataDir } from '../../../packages/supabase-local/test/harness.ts';

let stopPostgres: (() => Promise<void>) | undefined;
let dumpDir: string | undefined;

/**
 * The local backend migrates a PGlite database of its own, as it does on start; its data
 * directory is saved for the workers, then the same database is seeded and saved again. The
 * seeded directory is also where the suites through the local backend start from
 * (seeded-server.ts): the server finds it migrated and seeded. One migration, one seed.
 */
async function buildPgliteDumps(): Promise<{ schema: string; seeded: string; server: string }> {
  dumpDir = await preparePgliteDataDir({ migrationsDir });
  const out = {
    schema: path.join(dumpDir, 'schema.tar.gz'),
    seeded: path.join(dumpDir, 'seeded.tar.gz'),
    server: dumpDir,
  };
  const db = await PGlite.create(path.join(dumpDir, 'pglite'), {
    extensions: { pgcrypto, pg_trgm },
  });
  const save = async (file: string) => {
    const dump = await db.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  };
  try {
    await db.exec(sessionSettings);
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
    project.provide('pgliteServerDir', dumps.server);
    return;
  }
  project.provide('pgliteSchemaDump', '');
  project.provide('pgliteSeededDump', '');
  project.provide('pgliteServerDir', '');
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
