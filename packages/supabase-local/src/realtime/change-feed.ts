import { randomUUID } from 'node:crypto';
import type { ServerContext } from '../context.ts';
import { CHANGE_CHANNEL } from './change-capture.ts';
import type { ChangeBinding, JoinedChannel } from './joined-channel.ts';
import { matchesFilters } from './postgres-filter.ts';
import {
  type ApiRole,
  type TableInfo,
  type TableInfoJson,
  tableInfoFromJson,
  tableInfoSql,
} from './table-info.ts';
import { type Change, pick, type VisibilityCheck, visibleChanges } from './visibility.ts';

/**
 * The most changes handled at once: a backlog is worked off in batches of this size, so
 * each batch's checks stay small and deliveries start before the whole backlog is read.
 */
const BATCH_SIZE = 200;

/** NOTIFY payloads starting with this are join markers (see `mark`), not change ids. */
const MARK = 'mark:';
const MARK_WAIT_MS = 10_000;

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
  private readonly marks = new Map<string, () => void>();
  private readonly markPrefix = `${MARK}${randomUUID()}:`;
  private markCount = 0;

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
   * Where a channel joining now starts: how many changes were announced before a marker
   * sent through the same NOTIFY channel came back. NOTIFYs arrive in commit order, so
   * every change committed before the marker is counted, even one whose NOTIFY was still
   * on its way when the join began, and every change committed after it is delivered.
   */
  async mark(): Promise<number> {
    if (this.closed || !this.unlisten) return this.received;
    const token = `${this.markPrefix}${++this.markCount}`;
    const arrived = new Promise<void>((resolve) => {
      this.marks.set(token, resolve);
      // Should the listening connection be gone, a join must not hang: it starts here.
      setTimeout(resolve, MARK_WAIT_MS).unref();
    });
    try {
      await this.ctx.engine.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, token]);
      await arrived;
    } finally {
      this.marks.delete(token);
    }
    return this.received;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.starting?.catch(() => undefined);
    await this.unlisten?.();
    await this.draining.catch(() => undefined);
  }

  private enqueue(payload: string): void {
    if (payload.startsWith(MARK)) {
      // Markers of other servers on the same database are not ours to count or answer.
      this.marks.get(payload)?.();
      return;
    }
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
    while (this.pending.length > 0 && !this.closed) {
      await this.deliver(this.pending.splice(0, BATCH_SIZE));
    }
  }

  private async deliver(batch: Array<{ id: number; position: number }>): Promise<void> {
    const positions = new Map(batch.map((p) => [p.id, p.position]));
    // The changes and the tables they touch, in one round trip.
    const { rows } = await this.ctx.engine.query<{ changes: Change[]; tables: TableInfoJson[] }>(
      `with changes as (
         select id, schema_name, table_name, op, new_row, old_row,
           to_char(committed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as commit_timestamp
         from realtime.local_changes where id = any($1::bigint[]))
       select coalesce((select json_agg(c order by c.id) from changes c), '[]') as changes,
         coalesce((select json_agg(t.info) from (${tableInfoSql(
           'select distinct schema_name, table_name from changes',
         )}) t), '[]') as tables`,
      [batch.map((p) => p.id)],
    );
    const tables = new Map<string, TableInfo>();
    for (const json of rows[0]?.tables ?? []) {
      const info = tableInfoFromJson(json);
      tables.set(`${info.schema}.${info.table}`, info);
    }
    const checks = new Map<string, VisibilityCheck>();
    const planned: PlannedChange[] = [];
    for (const change of rows[0]?.changes ?? []) {
      const info = tables.get(`${change.schema_name}.${change.table_name}`);
      const plan = info && this.plan(change, positions.get(change.id) ?? 0, info, checks);
      if (plan) planned.push(plan);
    }
    // One round trip for every subscriber's check of the whole batch.
    const visible = await visibleChanges(this.ctx, [...checks.values()]);
    for (const { change, info, targets } of planned) {
      const row = change.op === 'DELETE' ? change.old_row : change.new_row;
      for (const { channel, bindings, columns, check } of targets) {
        if (channel.left || this.closed) continue;
        if (check !== null && !visible.get(check)?.has(change.id)) continue;
        const ids = bindings.filter((b) => filtersMatch(b, row, columns)).map((b) => b.id);
        if (ids.length === 0) continue;
        channel.push('postgres_changes', { ids, data: eventData(change, info, columns) });
      }
    }
  }

  /** Which channels a change may be for, and the RLS check each of them needs first. */
  private plan(
    change: Change,
    position: number,
    info: TableInfo,
    checks: Map<string, VisibilityCheck>,
  ): PlannedChange | null {
    const candidates: Array<{ channel: JoinedChannel; bindings: ChangeBinding[] }> = [];
    for (const channel of this.channels()) {
      if (channel.changesAfter >= position || channel.tokenExpired()) continue;
      const bindings = channel.bindings.filter((b) => bindingTargets(b, change));
      if (bindings.length > 0) candidates.push({ channel, bindings });
    }
    if (candidates.length === 0) return null;
    const primaryKey = info.columns.filter((c) => c.primaryKey);
    const targets: PlannedTarget[] = [];
    for (const { channel, bindings } of candidates) {
      const role = channel.claims.role as ApiRole;
      if (primaryKey.length === 0 || !primaryKey.every((c) => c.selectableBy[role])) continue;
      const columns = info.columns.filter((c) => c.selectableBy[role]).map((c) => c.name);
      let check: VisibilityCheck | null = null;
      if (info.rowSecurity && !info.bypassesRls[role]) {
        const kind = change.op === 'DELETE' ? 'old' : 'current';
        const checkKey = `${channel.token}\u0000${info.qualified}\u0000${kind}`;
        check = checks.get(checkKey) ?? { claims: channel.claims, info, kind, changes: new Set() };
        checks.set(checkKey, check);
        check.changes.add(change);
      }
      targets.push({ channel, bindings, columns, check });
    }
    return { change, info, targets };
  }
}

interface PlannedTarget {
  channel: JoinedChannel;
  /** Bindings naming the change's table and event; their filters are checked at delivery. */
  bindings: ChangeBinding[];
  /** Columns the subscriber's role may select. */
  columns: string[];
  /** The RLS check this delivery waits on; null when none is needed. */
  check: VisibilityCheck | null;
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
