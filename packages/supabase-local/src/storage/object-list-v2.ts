import { readJsonObject } from './request-body.ts';
import type { StorageCall } from './storage-call.ts';
import { StorageError } from './storage-error.ts';
import { sendJson } from '../http/respond.ts';

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at']);

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface ObjectEntry {
  name: string;
  id: string;
  updated_at: string;
  created_at: string;
  last_accessed_at: string;
  metadata: unknown;
}

/**
 * `POST /object/list-v2/<bucket>` (storage-js `listV2`): the objects whose names start with
 * `prefix`, with their full names; with `with_delimiter`, only those directly under it, and
 * the folders below it apart (`{ key: 'a/b', name: 'a/b/' }`, first). Pages of `limit`
 * entries; `nextCursor` is opaque to the client (here the next offset). Runs as the caller,
 * so only objects their SELECT policies allow are listed.
 */
export async function listObjectsV2(call: StorageCall, bucketId: string): Promise<void> {
  const body = await readJsonObject(call.req);
  const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  const limit = positiveInt(body.limit, 1000);
  const offset = typeof body.cursor === 'string' ? cursorOffset(body.cursor) : 0;
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = sortBy.column ?? 'name';
  if (typeof column !== 'string' || !SORT_COLUMNS.has(column)) {
    throw new StorageError(400, 'Invalid Input', 'sortBy.column is not a sortable column');
  }
  const order =
    typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const objects = await call.asCaller(async (tx) => {
    const { rows } = await tx.query<ObjectEntry>(
      `select name, id, to_jsonb(updated_at) #>> '{}' as updated_at,
         to_jsonb(created_at) #>> '{}' as created_at,
         to_jsonb(last_accessed_at) #>> '{}' as last_accessed_at, metadata
       from storage.objects
       where bucket_id = $1 and name like $2 escape '\\'
       order by ${column === 'name' ? 'name collate "C"' : column} ${order}, name collate "C" ${order}`,
      [bucketId, `${escapeLike(prefix)}%`],
    );
    return rows;
  });
  const folders = new Map<string, { key: string; name: string }>();
  const direct: ObjectEntry[] = [];
  for (const object of objects) {
    const rest = object.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (body.with_delimiter === true && slash !== -1) {
      const key = prefix + rest.slice(0, slash);
      folders.set(key, { key, name: `${key}/` });
    } else {
      direct.push(object);
    }
  }
  const folderList = [...folders.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
  if (order === 'desc') folderList.reverse();
  const entries = [
    ...folderList.map((folder) => ({ folder })),
    ...direct.map((object) => ({ object: { ...object, key: object.name } })),
  ];
  const page = entries.slice(offset, offset + limit);
  const hasNext = offset + limit < entries.length;
  sendJson(call.res, 200, {
    hasNext,
    folders: page.flatMap((entry) => ('folder' in entry ? [entry.folder] : [])),
    objects: page.flatMap((entry) => ('object' in entry ? [entry.object] : [])),
    ...(hasNext ? { nextCursor: Buffer.from(String(offset + limit)).toString('base64url') } : {}),
  });
}

function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? Math.min(n, 1000) : fallback;
}

function cursorOffset(cursor: string): number {
  const n = Number(Buffer.from(cursor, 'base64url').toString());
  if (!Number.isInteger(n) || n < 0) throw new StorageError(400, 'Invalid Input', 'invalid cursor');
  return n;
}
