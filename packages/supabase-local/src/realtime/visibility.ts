import type { ServerContext } from '../context.ts';
import { quoteIdent } from '../db/quote-ident.ts';
import type { Claims } from '../engine/types.ts';
import { type ApiRole, readCondition, type TableInfo } from './table-info.ts';

/** One row of `realtime.local_changes`, as the change feed reads it back. */
export interface Change {
  id: number;
  schema_name: string;
  table_name: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  new_row: Record<string, unknown> | null;
  old_row: Record<string, unknown> | null;
  commit_timestamp: string;
}

/**
 * Which changes of one table a subscriber's claims may read: for `current` (inserts and
 * updates), the row as it is now, looked up by primary key under row level security; for
 * `old` (deletes), the old row judged by the table's read policies.
 */
export interface VisibilityCheck {
  claims: Claims;
  info: TableInfo;
  kind: 'current' | 'old';
  changes: Set<Change>;
}

/**
 * Runs every check of a batch of changes in one round trip (`runEachAs`): one statement per
 * subscriber, each as its claims, so the cost of a batch grows with the subscribers, never
 * with a round trip each. The rows travel once, as a transaction-local setting per table
 * and kind. If a check fails (no SELECT grant, a policy that errors), the checks run again
 * one by one and the failing subscriber gets none of those rows.
 */
export async function visibleChanges(
  ctx: ServerContext,
  checks: VisibilityCheck[],
): Promise<Map<VisibilityCheck, Set<number>>> {
  const visible = new Map<VisibilityCheck, Set<number>>();
  if (checks.length === 0) return visible;
  const docs = new Map<string, { setting: string; rows: Map<number, unknown> }>();
  const runs = checks.map((check) => {
    const key = `${check.info.qualified}\u0000${check.kind}`;
    let group = docs.get(key);
    if (!group) {
      group = { setting: `supabase_local.changes_${docs.size}`, rows: new Map() };
      docs.set(key, group);
    }
    // A current row is looked up by its key, so only the key travels; an old row is judged
    // by the policies, which need all of it.
    const keys = check.info.columns.filter((c) => c.primaryKey).map((c) => c.name);
    for (const change of check.changes) {
      const row = check.kind === 'current' ? pick(change.new_row, keys) : (change.old_row ?? {});
      group.rows.set(change.id, { id: change.id, row });
    }
    return { claims: check.claims, text: checkStatement(check, group.setting) };
  });
  const shared = [...docs.values()].map(
    ({ setting, rows }) => [setting, JSON.stringify([...rows.values()])] as [string, string],
  );
  let results: Array<{ rows: Record<string, unknown>[] } | null>;
  try {
    results = await ctx.runEachAs(runs, shared);
  } catch {
    results = [];
    for (const run of runs) {
      results.push(
        await ctx.runEachAs([run], shared).then(
          ([result]) => result ?? null,
          () => null,
        ),
      );
    }
  }
  checks.forEach((check, i) => {
    const ids = new Set((results[i]?.rows ?? []).map((r) => Number(r.id)));
    visible.set(check, new Set([...check.changes].filter((c) => ids.has(c.id)).map((c) => c.id)));
  });
  return visible;
}

/** The ids of the rows in `setting` that the check's claims may read. */
function checkStatement(check: VisibilityCheck, setting: string): string {
  const { info } = check;
  let condition: string;
  if (check.kind === 'current') {
    const keys = info.columns.filter((c) => c.primaryKey).map((c) => quoteIdent(c.name));
    const match = keys.map((k) => `t.${k} = r.${k}`).join(' and ');
    condition = `exists (select 1 from ${info.qualified} t where ${match})`;
  } else {
    // The row no longer exists: it is rebuilt under the table's own name, so the policy
    // expressions resolve their column references against it.
    const readable = readCondition(info, check.claims.role as ApiRole);
    condition = `exists (select 1 from (select r.*) as ${quoteIdent(info.table)} where ${readable})`;
  }
  return `select e.doc->>'id' as id
    from jsonb_array_elements(current_setting('${setting}')::jsonb) as e(doc),
      lateral jsonb_populate_record(null::${info.qualified}, e.doc->'row') r
    where ${condition}`;
}

/** The named columns of a row (none of a missing row). */
export function pick(
  row: Record<string, unknown> | null,
  names: string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) if (row && name in row) out[name] = row[name];
  return out;
}
