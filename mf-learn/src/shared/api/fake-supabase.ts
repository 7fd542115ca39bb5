/** A read as a test's fake backend saw it: the table, the columns asked for and the filters. */
export interface SeenRead {
  table: string;
  columns: string;
  filters: Record<string, unknown>;
}

/**
 * A stand-in for `getSupabase()` that answers `from(table).select(columns).eq(…).maybeSingle()`
 * with `rows[table]` and records each read, so a test can check the shape of what a screen asks.
 */
export function fakeSupabase(rows: Record<string, unknown>) {
  const seen: SeenRead[] = [];
  const client = {
    from(table: string) {
      const read: SeenRead = { table, columns: '', filters: {} };
      const builder = {
        select(columns: string) {
          read.columns = columns;
          return builder;
        },
        eq(column: string, value: unknown) {
          read.filters[column] = value;
          return builder;
        },
        maybeSingle() {
          seen.push(read);
          return Promise.resolve({ data: rows[table] ?? null, error: null });
        },
      };
      return builder;
    },
  };
  return { client, seen };
}
