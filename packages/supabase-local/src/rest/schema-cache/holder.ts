import type { Engine } from '../../engine/types.ts';
import type { SchemaCatalog } from './schema-types.ts';
import { fingerprintSql, readSchema } from './schema-introspection.ts';

/**
 * Holds the schema read from pg_catalog so requests never query the catalog. It is read
 * with the `pgrst.*` settings on first use, on `NOTIFY pgrst, 'reload schema'`, on `reload()`, and when a request
 * names something unknown and a cheap catalog fingerprint shows the schema changed (tests
 * and migrations create tables while the server runs).
 */
export class SchemaCacheHolder {
  private current: SchemaCatalog | null = null;
  private loading: Promise<SchemaCatalog> | null = null;

  /** `exposed`: the schemas served, the first being the default (PostgREST's db-schemas). */
  constructor(
    private readonly engine: Engine,
    readonly exposed: string[],
  ) {}

  async get(): Promise<SchemaCatalog> {
    return this.current ?? this.reload();
  }

  /** Re-reads the whole schema (several catalog queries). */
  reload(): Promise<SchemaCatalog> {
    if (!this.loading) {
      this.loading = readSchema(this.engine, this.exposed)
        .then((schema) => {
          this.current = schema;
          return schema;
        })
        .finally(() => {
          this.loading = null;
        });
    }
    return this.loading;
  }

  /** Reloads only when the catalog changed since the last read; true when it did. */
  async reloadIfChanged(): Promise<boolean> {
    if (!this.current) {
      await this.reload();
      return true;
    }
    const { rows } = await this.engine.query<{ fingerprint: string }>(fingerprintSql);
    if (rows[0]?.fingerprint === this.current.fingerprint) return false;
    await this.reload();
    return true;
  }

  /**
   * Follows PostgREST's reload channel, so `notify pgrst, 'reload schema'` (and `'reload
   * config'`, for the `pgrst.*` role settings read with the schema) work here too.
   */
  async listenForReloads(): Promise<() => Promise<void>> {
    return this.engine.listen('pgrst', (payload) => {
      if (payload === '' || payload === 'reload schema' || payload === 'reload config')
        void this.reload().catch(() => {});
    });
  }
}
