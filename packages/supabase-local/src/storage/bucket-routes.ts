import { BUCKET_COLUMNS, type BucketRow, parseFileSizeLimit } from './bucket-rules.ts';
import { validateBucketId } from './object-key.ts';
import { ownerUuid } from './object-upload.ts';
import { readJsonObject } from './request-body.ts';
import type { StorageCall } from './storage-call.ts';
import { notFoundBucket, StorageError } from './storage-error.ts';
import { sendJson } from '../http/respond.ts';

/**
 * Bucket CRUD runs as the caller, so RLS on storage.buckets decides (in practice the service
 * role, which bypasses it, or a migration manages buckets).
 */

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

export async function listBuckets(call: StorageCall): Promise<void> {
  const params = call.url.searchParams;
  const sortColumn = params.get('sortColumn') ?? 'name';
  if (!SORT_COLUMNS.has(sortColumn))
    throw new StorageError(400, 'Invalid Input', 'invalid sortColumn');
  const order = params.get('sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const limit = Number(params.get('limit') ?? 'NaN');
  const offset = Number(params.get('offset') ?? '0');
  const search = params.get('search') ?? '';
  const rows = await call.asCaller(async (tx) => {
    const { rows } = await tx.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets
       where ($1 = '' or name ilike '%' || $1 || '%')
       order by ${sortColumn} ${order}
       limit $2 offset $3`,
      [
        search,
        Number.isInteger(limit) && limit >= 0 ? limit : null,
        Number.isInteger(offset) && offset >= 0 ? offset : 0,
      ],
    );
    return rows;
  });
  sendJson(call.res, 200, rows);
}

export async function getBucket(call: StorageCall, id: string): Promise<void> {
  const row = await call.asCaller(async (tx) => {
    const { rows } = await tx.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
      [id],
    );
    return rows[0];
  });
  if (!row) throw notFoundBucket();
  sendJson(call.res, 200, row);
}

function mimeTypesOf(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (
    !Array.isArray(value) ||
    !value.every((v): v is string => typeof v === 'string' && /^[\w.+-]+\/[\w.+*-]+$/.test(v))
  ) {
    throw new StorageError(400, 'Invalid Input', 'allowed_mime_types must be a list of MIME types');
  }
  return value.length === 0 ? null : value;
}

export async function createBucket(call: StorageCall): Promise<void> {
  const body = await readJsonObject(call.req);
  const rawId = typeof body.id === 'string' ? body.id : body.name;
  if (typeof rawId !== 'string')
    throw new StorageError(400, 'Invalid Input', "body must have required property 'name'");
  const id = validateBucketId(rawId);
  const claims = await call.claims();
  await call.asCaller((tx) =>
    tx.query(
      `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
       values ($1, $1, $2, $3, $4, $5::text[])`,
      [
        id,
        ownerUuid(claims),
        body.public === true,
        parseFileSizeLimit(body.file_size_limit),
        mimeTypesOf(body.allowed_mime_types),
      ],
    ),
  );
  sendJson(call.res, 200, { name: id });
}

export async function updateBucket(call: StorageCall, id: string): Promise<void> {
  const body = await readJsonObject(call.req);
  const updated = await call.asCaller(async (tx) => {
    const { rows } = await tx.query(
      `update storage.buckets set
         public = coalesce($2, public),
         file_size_limit = case when $3 then $4 else file_size_limit end,
         allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
         updated_at = now()
       where id = $1 returning id`,
      [
        id,
        typeof body.public === 'boolean' ? body.public : null,
        'file_size_limit' in body,
        parseFileSizeLimit(body.file_size_limit),
        'allowed_mime_types' in body,
        mimeTypesOf(body.allowed_mime_types),
      ],
    );
    return rows.length;
  });
  if (updated === 0) throw notFoundBucket();
  sendJson(call.res, 200, { message: 'Successfully updated' });
}

/** Removes, as the caller, every object of the bucket their DELETE policies allow. */
export async function emptyBucket(call: StorageCall, id: string): Promise<void> {
  const names = await call.asCaller(async (tx) => {
    const { rows: bucket } = await tx.query('select id from storage.buckets where id = $1', [id]);
    if (bucket.length === 0) throw notFoundBucket();
    const { rows } = await tx.query<{ name: string }>(
      'delete from storage.objects where bucket_id = $1 returning name',
      [id],
    );
    return rows.map((r) => r.name);
  });
  for (const name of names) await call.files.remove(id, name);
  // storage-api queues the deletion and answers at once; here it is done by then.
  sendJson(call.res, 200, {
    message: 'Empty bucket has been queued. Completion may take up to an hour.',
  });
}

export async function deleteBucket(call: StorageCall, id: string): Promise<void> {
  const { rows: objects } = await call.ctx.engine.query(
    'select 1 from storage.objects where bucket_id = $1 limit 1',
    [id],
  );
  if (objects.length > 0) {
    throw new StorageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty');
  }
  const deleted = await call.asCaller(async (tx) => {
    const { rows } = await tx.query('delete from storage.buckets where id = $1 returning id', [id]);
    return rows.length;
  });
  if (deleted === 0) throw notFoundBucket();
  await call.files.removeBucket(id);
  sendJson(call.res, 200, { message: 'Successfully deleted' });
}
