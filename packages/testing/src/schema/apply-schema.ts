import { schemaScripts, seedScript } from './schema-files.ts';

export type Row = Record<string, unknown>;

/** The least both engines offer: parameterised queries and multi-statement scripts. */
export interface Queryable {
  query<R = Row>(sql: string, params?: unknown[]): Promise<R[]>;
  exec(sql: string): Promise<void>;
}

export const engineName: 'pglite' | 'postgres' =
  process.env.DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/** Applies baseline + migrations (each in a transaction), then optionally the seed. */
export async function applySchema(db: Queryable, options: { seed?: boolean } = {}): Promise<void> {
  for (const script of schemaScripts()) {
    try {
      await db.exec(`begin; ${script.sql}; commit;`);
    } catch (error) {
      await db.exec('rollback').catch(() => undefined);
      throw new Error(`${script.name}: ${(error as Error).message}`, { cause: error });
    }
  }
  if (options.seed) await db.exec(seedScript());
}
