import { readJsonObject } from './request-body.ts';
import type { StorageCall } from './storage-call.ts';
import { StorageError } from './storage-error.ts';
import { sendJson } from '../http/respond.ts';

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `POST /object/list/<bucket>`: one folder level under `prefix`, as storage's
 * `storage.search` answers it: sub-folders first (name only, other fields null), then the
 * objects at this level, names relative to the prefix. Runs as the caller, so only objects
 * their SELECT policies allow are listed (and only folders holding such objects).
 */
export async function listObjects(call: StorageCall, bucketId: string): Promise<void> {
  const body = await readJsonObject(call.req);
  let prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/';
  const level = prefix.split('/').length;
  const limit = clampInt(body.limit, 100, 1, 10000);
  const offset = clampInt(body.offset, 0, 0, Number.MAX_SAFE_INTEGER);
  const search = typeof body.search === 'string' ? body.search : '';
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column =
    typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const order =
    typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  if (sortBy.column !== undefined && column !== sortBy.column) {
    throw new StorageError(400, 'Invalid Input', 'sortBy.column is not a sortable column');
  }
  const pattern = `${escapeLike(prefix)}${escapeLike(search)}%`;
  const rows = await call.asCaller(async (tx) => {
    const { rows } = await tx.query(
      `with matching as (
         select * from storage.objects
         where bucket_id = $1 and name ilike $2 escape '\\'
       ), folders as (
         select path_tokens[$3] as name from matching
         where array_length(path_tokens, 1) > $3
         group by 1
       ), entries as (
         select 0 as kind, name, null::uuid as id, null::timestamptz as updated_at,
           null::timestamptz as created_at, null::timestamptz as last_accessed_at,
           null::jsonb as metadata
         from folders
         union all
         select 1, path_tokens[$3], id, updated_at, created_at, last_accessed_at, metadata
         from matching where array_length(path_tokens, 1) = $3
       )
       select name, id, to_jsonb(updated_at) #>> '{}' as updated_at,
         to_jsonb(created_at) #>> '{}' as created_at,
         to_jsonb(last_accessed_at) #>> '{}' as last_accessed_at, metadata
       from entries
       order by kind, case when kind = 0 then name end collate "C" ${order},
         ${column === 'name' ? 'name collate "C"' : column} ${order}
       limit $4 offset $5`,
      [bucketId, pattern, level, limit, offset],
    );
    return rows;
  });
  sendJson(call.res, 200, rows);
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, Math.floor(n)));
}
