import type { ServerContext } from '../context.ts';
import { quoteIdent } from '../db/quote-ident.ts';
import type { Claims } from '../engine/types.ts';
import { CHANGE_CHANNEL } from './change-capture.ts';
import type { ChangeBinding, JoinedChannel } from './joined-channel.ts';
import { matchesFilters } from './postgres-filter.ts';
import { type ApiRole, loadTableInfo, readCondition, type TableInfo } from './table-info.ts';

interface Change {
  id: number;
  schema_name: string;
  table_name: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE';
  new_row: Record<string, unknown> | null;
  old_row: Record<string, unknown> | null;
  commit_timestamp: string;
}

/**
 * Turns captured changes into postgres_changes events. Ids arrive by NOTIFY after commit;
 * each change is read back from the log and offered to every channel whose bindings name
 * its table and event. Who may receive it follows hosted Realtime: on a table with RLS, an
 * INSERT or UPDATE reaches a subscriber only if a SELECT of that row by primary key, run as
 * the subscriber's role and claims, finds it; a DELETE only if the table's read policies,
 * evaluated the same way on the old row, would have let them read it. Binding filters are
 * evaluated only after that, and only on columns the role may select, so which binding
 * fires never tells anything about a row the subscriber may not read. With RLS, old
 * records carry only the primary key.
 */
export class ChangeFeed {
  private unlisten: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;
  private pending: Array<{ id: number; position: number }> = [];
  private received = 0;
  private draining: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly ctx: ServerContext,
    private readonly channels: () => Iterable<JoinedChannel>,
  ) {}

  /** Starts listening the first time a channel subscribes to changes. */
  start(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.starting ??= this.ctx.engine
      .listen(CHANGE_CHANNEL, (payload) => this.enqueue(payload))
      .then((unlisten) => {
        this.unlisten = unlisten;
      });
    return this.starting;
  }

  /**
   * How many changes have been announced so far. NOTIFYs arrive in commit order, so a
   * channel that notes this when it joins gets exactly the changes announced after.
   */
  get position(): number {
    return this.received;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.starting?.catch(() => undefined);
    await this.unlisten?.();
    await this.draining.catch(() => undefined);
  }

  private enqueue(payload: string): void {
    const id = Number(payload);
    if (!Number.isSafeInteger(id) || this.closed) return;
    this.pending.push({ id, position: ++this.received });
    this.draining = this.draining
      .then(() => this.drain())
      .catch((err: unknown) => {
        console.error('realtime: change delivery failed', err);
      });
  }

  private async drain(): Promise<void> {
    if (this.pending.length === 0 || this.closed) return;
    const batch = this.pending.splice(0);
    const positions = new Map(batch.map((p) => [p.id, p.position]));
    const { rows } = await this.ctx.engine.query<Change>(
      `select id, schema_name, table_name, op, new_row, old_row,
         to_char(committed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp
       from realtime.local_changes where id = any($1::bigint[]) order by id`,
      [batch.map((p) => p.id)],
    );
    const tables = new Map<string, TableInfo | null>();
    const checks = new Map<string, VisibilityCheck>();
    const planned: PlannedChange[] = [];
    for (const change of rows) {
      const plan = await this.plan(change, positions.get(change.id) ?? 0, tables, checks);
      if (plan) planned.push(plan);
    }
    // One transaction per subscriber token, table and kind of check for the whole batch.
    const visible = new Map<string, Set<number>>();
    for (const [key, check] of checks) visible.set(key, await this.visibleChanges(check));
    for (const { change, info, targets } of planned) {
      const row = change.op === 'DELETE' ? change.old_row : change.new_row;
      for (const { channel, bindings, columns, checkKey } of targets) {
        if (channel.left || this.closed) continue;
        if (checkKey !== null && !visible.get(checkKey)?.has(change.id)) continue;
        const ids = bindings.filter((b) => filtersMatch(b, row, columns)).map((b) => b.id);
        if (ids.length === 0) continue;
        channel.push('postgres_changes', { ids, data: eventData(change, info, columns) });
      }
    }
  }

  /** Which channels a change may be for, and the RLS check each of them needs first. */
  private async plan(
    change: Change,
    position: number,
    tables: Map<string, TableInfo | null>,
    checks: Map<string, VisibilityCheck>,
  ): Promise<PlannedChange | null> {
    const candidates: Array<{ channel: JoinedChannel; bindings: ChangeBinding[] }> = [];
    for (const channel of this.channels()) {
      if (channel.changesAfter >= position || channel.tokenExpired()) continue;
      const bindings = channel.bindings.filter((b) => bindingTargets(b, change));
      if (bindings.length > 0) candidates.push({ channel, bindings });
    }
    if (candidates.length === 0) return null;
    const tableKey = `${change.schema_name}.${change.table_name}`;
    if (!tables.has(tableKey)) {
      tables.set(
        tableKey,
        await loadTableInfo(this.ctx.engine, change.schema_name, change.table_name),
      );
    }
    const info = tables.get(tableKey);
    if (!info) return null;
    const primaryKey = info.columns.filter((c) => c.primaryKey);
    const targets: PlannedTarget[] = [];
    for (const { channel, bindings } of candidates) {
      const role = channel.claims.role as ApiRole;
      if (primaryKey.length === 0 || !primaryKey.every((c) => c.selectableBy[role])) continue;
      const columns = info.columns.filter((c) => c.selectableBy[role]).map((c) => c.name);
      let checkKey: string | null = null;
      if (info.rowSecurity && !info.bypassesRls[role]) {
        const kind = change.op === 'DELETE' ? 'old' : 'current';
        checkKey = `${channel.token}\u0000${info.qualified}\u0000${kind}`;
        const check = checks.get(checkKey) ?? { claims: channel.claims, info, kind, changes: [] };
        checks.set(checkKey, check);
        if (!check.changes.includes(change)) check.changes.push(change);
      }
      targets.push({ channel, bindings, columns, checkKey });
    }
    return { change, info, targets };
  }

  /**
   * Ids of the changes the claims may read: for `current`, the row as it is now, looked up
   * by primary key; for `old` (deletes), the old row judged by the table's read policies.
   */
  private async visibleChanges(check: VisibilityCheck): Promise<Set<number>> {
    const { info, changes, kind } = check;
    let condition: string;
    if (kind === 'current') {
      const keys = info.columns.filter((c) => c.primaryKey).map((c) => quoteIdent(c.name));
      const match = keys.map((k) => `t.${k} = r.${k}`).join(' and ');
      condition = `exists (select 1 from ${info.qualified} t where ${match})`;
    } else {
      // The row no longer exists: it is rebuilt under the table's own name, so the policy
      // expressions resolve their column references against it.
      const readable = readCondition(info, check.claims.role as ApiRole);
      condition = `exists (select 1 from (select r.*) as ${quoteIdent(info.table)} where ${readable})`;
    }
    const docs = changes.map((c) => (kind === 'current' ? c.new_row : c.old_row) ?? {});
    try {
      const { rows } = await this.ctx.runStatementAs(
        check.claims,
        {
          text: `select e.position::int as position
           from jsonb_array_elements($1::jsonb) with ordinality as e(doc, position),
             lateral jsonb_populate_record(null::${info.qualified}, e.doc) r
           where ${condition}`,
          params: [JSON.stringify(docs)],
        },
        { readOnly: true },
      );
      return new Set(rows.map((r) => changes[Number(r.position) - 1]!.id));
    } catch {
      // No SELECT grant, a policy that errors: the subscriber gets none of these rows.
      return new Set();
    }
  }
}

interface VisibilityCheck {
  claims: Claims;
  info: TableInfo;
  kind: 'current' | 'old';
  changes: Change[];
}

interface PlannedTarget {
  channel: JoinedChannel;
  /** Bindings naming the change's table and event; their filters are checked at delivery. */
  bindings: ChangeBinding[];
  /** Columns the subscriber's role may select. */
  columns: string[];
  /** Key of the RLS check this delivery waits on; null when none is needed. */
  checkKey: string | null;
}

interface PlannedChange {
  change: Change;
  info: TableInfo;
  targets: PlannedTarget[];
}

function bindingTargets(binding: ChangeBinding, change: Change): boolean {
  if (!binding.active) return false;
  if (binding.event !== '*' && binding.event !== change.op) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema_name) return false;
  return binding.table === null || binding.table === change.table_name;
}

/** Filters see only the columns the subscriber may select; one on any other never matches. */
function filtersMatch(
  binding: ChangeBinding,
  row: Record<string, unknown> | null,
  columns: string[],
): boolean {
  if (binding.filters.length === 0) return true;
  if (binding.filters.some((f) => !columns.includes(f.column))) return false;
  return matchesFilters(binding.filters, row);
}

function pick(row: Record<string, unknown> | null, names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!row) return out;
  for (const name of names) if (name in row) out[name] = row[name];
  return out;
}

function eventData(
  change: Change,
  info: TableInfo,
  visibleColumns: string[],
): Record<string, unknown> {
  const keyNames = info.columns.filter((c) => c.primaryKey).map((c) => c.name);
  const data: Record<string, unknown> = {
    schema: change.schema_name,
    table: change.table_name,
    commit_timestamp: change.commit_timestamp,
    type: change.op,
    columns: info.columns
      .filter((c) => visibleColumns.includes(c.name))
      .map((c) => ({ name: c.name, type: c.type })),
    errors: null,
  };
  if (change.op !== 'DELETE') data.record = pick(change.new_row, visibleColumns);
  if (change.op !== 'INSERT') {
    // With RLS the old row may hold what the subscriber could not read: only its key goes.
    const full = info.fullIdentity && !info.rowSecurity;
    data.old_record = pick(change.old_row, full ? visibleColumns : keyNames);
  }
  return data;
}
