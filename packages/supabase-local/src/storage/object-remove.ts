import { randomUUID } from 'node:crypto';
import { loadBucket } from './bucket-rules.ts';
import { findObject } from './object-download.ts';
import type { PlacedFile } from './object-files.ts';
import { validateBucketId, validateObjectKey } from './object-key.ts';
import { ownerUuid } from './object-upload.ts';
import { readJsonObject } from './request-body.ts';
import type { StorageCall } from './storage-call.ts';
import { notFoundObject, StorageError } from './storage-error.ts';
import { sendJson } from '../http/respond.ts';

const ROW_JSON = `bucket_id, name, owner, owner_id, id, version, metadata,
  to_jsonb(updated_at) #>> '{}' as updated_at, to_jsonb(created_at) #>> '{}' as created_at,
  to_jsonb(last_accessed_at) #>> '{}' as last_accessed_at`;

/**
 * `DELETE /object/<bucket>` with `{ prefixes: [...] }`: deletes, as the caller, the named
 * objects their DELETE policies allow and answers with the deleted rows. Files go once the
 * rows are gone for good.
 */
export async function removeObjects(call: StorageCall, bucketId: string): Promise<void> {
  const body = await readJsonObject(call.req);
  const prefixes = body.prefixes;
  if (!Array.isArray(prefixes) || !prefixes.every((p): p is string => typeof p === 'string')) {
    throw new StorageError(400, 'Invalid Input', 'prefixes must be an array of object names');
  }
  if (prefixes.length > 1000) {
    throw new StorageError(400, 'Invalid Input', 'At most 1000 objects can be removed at once');
  }
  sendJson(call.res, 200, await deleteRows(call, bucketId, prefixes));
}

export async function removeOneObject(
  call: StorageCall,
  bucketId: string,
  key: string,
): Promise<void> {
  const deleted = await deleteRows(call, bucketId, [key]);
  if (deleted.length === 0) throw notFoundObject();
  sendJson(call.res, 200, { message: 'Successfully deleted' });
}

async function deleteRows(
  call: StorageCall,
  bucketId: string,
  names: string[],
): Promise<Array<{ name: string }>> {
  const deleted = await call.asCaller(async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${ROW_JSON}`,
      [bucketId, names],
    );
    return rows;
  });
  for (const row of deleted) await call.files.remove(bucketId, row.name);
  return deleted;
}

interface MoveBody {
  bucketId: string;
  sourceKey: string;
  destinationKey: string;
  destinationBucket: string;
}

async function readMoveBody(call: StorageCall): Promise<MoveBody> {
  const body = await readJsonObject(call.req);
  if (
    typeof body.bucketId !== 'string' ||
    typeof body.sourceKey !== 'string' ||
    typeof body.destinationKey !== 'string'
  ) {
    throw new StorageError(
      400,
      'Invalid Input',
      'bucketId, sourceKey and destinationKey are required',
    );
  }
  const bucketId = validateBucketId(body.bucketId);
  const destinationBucket =
    typeof body.destinationBucket === 'string'
      ? validateBucketId(body.destinationBucket)
      : bucketId;
  return {
    bucketId,
    sourceKey: validateObjectKey(body.sourceKey),
    destinationKey: validateObjectKey(body.destinationKey),
    destinationBucket,
  };
}

/**
 * `POST /object/move`: an UPDATE of the row as the caller (their UPDATE policy must allow the
 * old row and accept the new one), then a rename of the file before commit.
 */
export async function moveObject(call: StorageCall): Promise<void> {
  const move = await readMoveBody(call);
  await loadBucket(call.ctx.engine, move.destinationBucket);
  const undo: { fn?: () => Promise<void> } = {};
  try {
    const id = await call.asCaller(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
         where bucket_id = $1 and name = $2 returning id`,
        [move.bucketId, move.sourceKey, move.destinationBucket, move.destinationKey],
      );
      if (!rows[0]) throw notFoundObject();
      undo.fn = await call.files.move(
        move.bucketId,
        move.sourceKey,
        move.destinationBucket,
        move.destinationKey,
      );
      return rows[0].id;
    });
    sendJson(call.res, 200, { message: 'Successfully moved', Id: id, Key: move.destinationKey });
  } catch (err) {
    if (undo.fn) await undo.fn();
    throw err;
  }
}

/** `POST /object/copy`: SELECT on the source and INSERT of the copy, both as the caller. */
export async function copyObject(call: StorageCall): Promise<void> {
  const copy = await readMoveBody(call);
  await loadBucket(call.ctx.engine, copy.destinationBucket);
  const claims = await call.claims();
  const placed: { file?: PlacedFile; staged?: string } = {};
  try {
    const id = await call.asCaller(async (tx) => {
      await findObject(tx, copy.bucketId, copy.sourceKey);
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version)
         select $3, $4, $5, $6, metadata, $7 from storage.objects
         where bucket_id = $1 and name = $2 returning id`,
        [
          copy.bucketId,
          copy.sourceKey,
          copy.destinationBucket,
          copy.destinationKey,
          ownerUuid(claims),
          claims.sub ?? null,
          randomUUID(),
        ],
      );
      placed.staged = await call.files.stageCopy(copy.bucketId, copy.sourceKey);
      placed.file = await call.files.place(
        placed.staged,
        copy.destinationBucket,
        copy.destinationKey,
      );
      return rows[0]?.id;
    });
    await placed.file?.commit();
    sendJson(call.res, 200, { Id: id, Key: `${copy.destinationBucket}/${copy.destinationKey}` });
  } catch (err) {
    if (placed.file) await placed.file.rollback();
    else if (placed.staged) await call.files.discard(placed.staged);
    throw err;
  }
}
