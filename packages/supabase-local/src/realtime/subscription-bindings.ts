import type { Engine } from '../engine/types.ts';
import { syncCaptureTriggers } from './change-capture.ts';
import type { ChangeBinding } from './joined-channel.ts';
import { type ColumnFilter, FilterSyntaxError, parseFilter } from './postgres-filter.ts';
import { loadTableInfo } from './table-info.ts';

let nextBindingId = 1;

const EVENTS = new Set(['*', 'INSERT', 'UPDATE', 'DELETE']);

export interface ReadBindings {
  bindings: ChangeBinding[];
  /** What the join reply returns: each requested binding, verbatim and in order, plus its id. */
  echo: Array<Record<string, unknown>>;
  /** Why some bindings deliver nothing (sent to the client as a `system` error). */
  problems: string[];
}

/**
 * Reads `config.postgres_changes` of a join. Unknown tables or filter columns do not fail
 * the join (realtime keeps the channel and reports them in a `system` message); those
 * bindings just never fire.
 */
export async function readBindings(engine: Engine, raw: unknown): Promise<ReadBindings> {
  const requested = Array.isArray(raw) ? raw : [];
  const result: ReadBindings = { bindings: [], echo: [], problems: [] };
  if (requested.length > 0) await syncCaptureTriggers(engine);
  for (const item of requested) {
    const params =
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const id = nextBindingId++;
    result.echo.push({ ...params, id });
    const event = String(params.event ?? '*').toUpperCase();
    const schema =
      typeof params.schema === 'string' && params.schema !== '' ? params.schema : 'public';
    const table =
      typeof params.table === 'string' && params.table !== '' && params.table !== '*'
        ? params.table
        : null;
    const binding: ChangeBinding = {
      id,
      event: (EVENTS.has(event) ? event : '*') as ChangeBinding['event'],
      schema,
      table,
      filters: [],
      active: false,
    };
    result.bindings.push(binding);
    const problem = await checkBinding(engine, binding, event, params.filter);
    if (problem) result.problems.push(problem);
    else binding.active = true;
  }
  return result;
}

async function checkBinding(
  engine: Engine,
  binding: ChangeBinding,
  event: string,
  filter: unknown,
): Promise<string | null> {
  const describe = `[event: ${event}, schema: ${binding.schema}, table: ${binding.table ?? '*'}, filters: ${String(filter ?? '')}]`;
  const unable = `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe}`;
  if (!EVENTS.has(event)) return unable;
  if (binding.table === null) return filter ? unable : null;
  const info = await loadTableInfo(engine, binding.schema, binding.table);
  if (!info) return unable;
  if (typeof filter === 'string' && filter !== '') {
    let filters: ColumnFilter[];
    try {
      filters = parseFilter(filter);
    } catch (err) {
      if (err instanceof FilterSyntaxError) return `${unable}: ${err.message}`;
      throw err;
    }
    const missing = filters.find((f) => !info.columns.some((c) => c.name === f.column));
    if (missing) return `${unable}: column ${missing.column} does not exist`;
    binding.filters = filters;
  }
  return null;
}
