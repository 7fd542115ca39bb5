import { createHash, randomUUID } from 'node:crypto';
import type { Claims, Sql } from '../engine/types.ts';
import { isUuid } from '../uuid.ts';
import { checkMimeType, loadBucket } from './bucket-rules.ts';
import type { PlacedFile } from './object-files.ts';
import { GLOBAL_UPLOAD_LIMIT, readUpload } from './request-body.ts';
import type { StorageCall } from './storage-call.ts';

import { sendJson } from '../http/respond.ts';

const INSERT = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version, user_metadata)
  values ($1, $2, $3, $4, $5::jsonb, $6, $7::jsonb)`;

// On conflict the row is updated, so the caller needs INSERT, UPDATE and SELECT policies,
// exactly what storage-api's upsert requires.
const UPSERT = `${INSERT} on conflict (bucket_id, name) do update set
  owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
  version = excluded.version, user_metadata = excluded.user_metadata, updated_at = now(),
  last_accessed_at = now()`;

/** Whose rights a write uses: the caller's (normal uploads) or the server's (a signed upload URL). */
export interface WriteAuthority {
  /** `sub` becomes the object's owner. */
  claims: Claims;
  run<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
}

export async function callerAuthority(call: StorageCall): Promise<WriteAuthority> {
  return { claims: await call.claims(), run: (fn) => call.asCaller(fn) };
}

/** POST (create, or upsert with `x-upsert: true`) and PUT (always upsert) of `/object/<bucket>/<key>`. */
export async function uploadObject(
  call: StorageCall,
  bucketId: string,
  key: string,
  upsert: boolean,
  authority?: WriteAuthority,
): Promise<void> {
  const { claims, run } = authority ?? (await callerAuthority(call));
  const bucket = await loadBucket(call.ctx.engine, bucketId);
  const limit = Math.min(bucket.file_size_limit ?? GLOBAL_UPLOAD_LIMIT, GLOBAL_UPLOAD_LIMIT);
  const file = await readUpload(call.req, limit);
  const mime = checkMimeType(bucket, file.contentType);

  const metadata = {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.length,
    mimetype: mime.text,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };
  const staged = await call.files.stage(file.bytes);
  const placed: { file?: PlacedFile } = {};
  try {
    const id = await run(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(`${upsert ? UPSERT : INSERT} returning id`, [
        bucketId,
        key,
        ownerUuid(claims),
        claims.sub ?? null,
        JSON.stringify(metadata),
        randomUUID(),
        file.userMetadata === null ? null : JSON.stringify(file.userMetadata),
      ]);
      // The row was accepted by RLS and constraints: only now do the bytes take its place.
      placed.file = await call.files.place(staged, bucketId, key);
      return rows[0]?.id;
    });
    await placed.file?.commit();
    sendJson(call.res, 200, { Id: id, Key: `${bucketId}/${key}` });
  } catch (err) {
    if (placed.file) await placed.file.rollback();
    else await call.files.discard(staged);
    throw err;
  }
}

/** `owner` is a uuid column (deprecated by Supabase); `owner_id` keeps any `sub` as text. */
export function ownerUuid(claims: Claims): string | null {
  return isUuid(claims.sub) ? claims.sub : null;
}

/**
 * What an upload of `key` would need, tried as the caller in a transaction that is always
 * rolled back: storage-api checks this before it hands out a signed upload URL.
 */
export async function checkUploadAllowed(
  call: StorageCall,
  bucketId: string,
  key: string,
  upsert: boolean,
): Promise<void> {
  const claims = await call.claims();
  const probe = new Error('rollback');
  try {
    await call.asCaller(async (tx) => {
      await tx.query(upsert ? UPSERT : INSERT, [
        bucketId,
        key,
        ownerUuid(claims),
        claims.sub ?? null,
        '{}',
        randomUUID(),
        null,
      ]);
      throw probe;
    });
  } catch (err) {
    if (err !== probe) throw err;
  }
}
