import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Sql } from '../engine/types.ts';
import { parseMimeType, servedInline } from './mime-type.ts';
import type { StorageCall } from './storage-call.ts';
import { notFoundObject } from './storage-error.ts';
import { sendJson } from '../http/respond.ts';

interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
}

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  last_accessed_at: string;
}

export async function findObject(sql: Sql, bucketId: string, key: string): Promise<ObjectRow> {
  const { rows } = await sql.query<ObjectRow>(
    `select id, name, bucket_id, version, metadata, user_metadata,
       to_jsonb(created_at) #>> '{}' as created_at, to_jsonb(updated_at) #>> '{}' as updated_at,
       to_jsonb(last_accessed_at) #>> '{}' as last_accessed_at
     from storage.objects where bucket_id = $1 and name = $2`,
    [bucketId, key],
  );
  const row = rows[0];
  if (!row) throw notFoundObject();
  return row;
}

/**
 * Sends an object's bytes with the headers storage-api sets. Supports HEAD, one byte range
 * and `If-None-Match`. `?download[=name]` turns it into an attachment.
 */
export async function sendObject(call: StorageCall, row: ObjectRow): Promise<void> {
  const { req, res, url } = call;
  const file = call.files.filePath(row.bucket_id, row.name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw notFoundObject();
  const meta = row.metadata ?? {};
  const etag = meta.eTag ?? `"${row.version ?? row.id}"`;
  const mime = parseMimeType(meta.mimetype ?? '') ?? parseMimeType('application/octet-stream')!;
  const headers: Record<string, string | number> = {
    'content-type': mime.text,
    'cache-control': meta.cacheControl ?? 'no-cache',
    etag,
    'last-modified': new Date(meta.lastModified ?? row.updated_at).toUTCString(),
    'accept-ranges': 'bytes',
    // The browser must not guess a type that would run: what is stored is what it gets.
    'x-content-type-options': 'nosniff',
  };
  const download = url.searchParams.get('download');
  const inline = servedInline(mime);
  if (download !== null || !inline) {
    const name = download || row.name.split('/').pop() || row.name;
    headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;
  }
  if (!inline) headers['content-security-policy'] = "default-src 'none'; sandbox";
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const range = parseRange(req.headers.range, info.size);
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'content-range': `bytes */${info.size}` });
    res.end();
    return;
  }
  const [start, end] = range ?? [0, info.size - 1];
  headers['content-length'] = info.size === 0 ? 0 : end - start + 1;
  if (range) headers['content-range'] = `bytes ${start}-${end}/${info.size}`;
  res.writeHead(range ? 206 : 200, headers);
  if (req.method === 'HEAD' || info.size === 0) {
    res.end();
    return;
  }
  try {
    await pipeline(createReadStream(file, { start, end }), res);
  } catch (err) {
    // A client that goes away mid-download is not a server fault.
    if ((err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw err;
  }
}

function parseRange(
  header: string | undefined,
  size: number,
): [number, number] | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return [start, end];
}

/** `GET /object/info/<bucket>/<key>`: storage-js camel-cases these keys. */
export function sendObjectInfo(call: StorageCall, row: ObjectRow): void {
  const meta = row.metadata ?? {};
  sendJson(call.res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: meta.size ?? null,
    content_type: meta.mimetype ?? null,
    cache_control: meta.cacheControl ?? null,
    etag: meta.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: meta.lastModified ?? row.updated_at,
    created_at: row.created_at,
  });
}
