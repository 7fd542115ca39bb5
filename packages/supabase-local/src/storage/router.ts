import type { Handler, ServerContext } from '../context.ts';
import { BadJsonError, BodyTooLargeError, discardBody } from '../http/body.ts';
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  updateBucket,
} from './bucket-routes.ts';
import { loadBucket } from './bucket-rules.ts';
import { findObject, sendObject, sendObjectInfo } from './object-download.ts';
import { ObjectFiles } from './object-files.ts';
import { splitBucketAndKey, validateBucketId } from './object-key.ts';
import { listObjects } from './object-list.ts';
import { listObjectsV2 } from './object-list-v2.ts';
import { copyObject, moveObject, removeObjects, removeOneObject } from './object-remove.ts';
import { uploadObject } from './object-upload.ts';
import { createSignedUploadUrl, uploadToSignedUrl } from './signed-upload-urls.ts';
import { createSignedUrl, createSignedUrls, serveSignedUrl } from './signed-urls.ts';
import { createStorageCall, type StorageCall } from './storage-call.ts';
import {
  invalidRequest,
  notFoundBucket,
  sendStorageError,
  StorageError,
  tooLarge,
} from './storage-error.ts';

export function createStorageRouter(ctx: ServerContext): Handler {
  const files = new ObjectFiles(ctx.config.dataDir);
  return async (req, res, url, path) => {
    const call = createStorageCall(ctx, files, req, res, url);
    try {
      await route(call, req.method ?? 'GET', decodePath(path));
    } catch (err) {
      const known =
        err instanceof StorageError
          ? err
          : err instanceof BodyTooLargeError
            ? tooLarge()
            : err instanceof BadJsonError
              ? invalidRequest('Body is not valid JSON')
              : null;
      if (!known) console.error('storage: unexpected error', err);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      await discardBody(req);
      sendStorageError(res, known ?? new StorageError(500, 'Internal', 'Internal Server Error'));
    }
  };
}

/** storage-js puts keys in the URL unencoded; fetch percent-encodes what it must. */
function decodePath(path: string): string[] {
  try {
    return path
      .split('/')
      .filter((s, i) => i > 0 || s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    throw invalidRequest('Malformed URL encoding');
  }
}

async function route(call: StorageCall, method: string, segments: string[]): Promise<void> {
  const [resource, ...rest] = segments;
  if (resource === 'bucket') return routeBucket(call, method, rest);
  if (resource === 'object') return routeObject(call, method, rest);
  throw new StorageError(404, 'Not Found', 'Route not found');
}

async function routeBucket(call: StorageCall, method: string, rest: string[]): Promise<void> {
  const [id, action, ...extra] = rest;
  if (extra.length > 0) throw new StorageError(404, 'Not Found', 'Route not found');
  if (!id) {
    if (method === 'GET') return listBuckets(call);
    if (method === 'POST') return createBucket(call);
  } else if (!action) {
    if (method === 'GET') return getBucket(call, id);
    if (method === 'PUT') return updateBucket(call, id);
    if (method === 'DELETE') return deleteBucket(call, id);
  } else if (action === 'empty' && method === 'POST') {
    return emptyBucket(call, id);
  }
  throw new StorageError(404, 'Not Found', 'Route not found');
}

const joinRest = (parts: string[]): string => parts.join('/');

async function routeObject(call: StorageCall, method: string, rest: string[]): Promise<void> {
  const [first, ...after] = rest;
  const read = method === 'GET' || method === 'HEAD';
  if (first === 'move' && after.length === 0 && method === 'POST') return moveObject(call);
  if (first === 'copy' && after.length === 0 && method === 'POST') return copyObject(call);
  if (first === 'list' && after.length === 1 && method === 'POST')
    return listObjects(call, validateBucketId(after[0]!));
  if (first === 'list-v2' && after.length === 1 && method === 'POST')
    return listObjectsV2(call, validateBucketId(after[0]!));
  if (first === 'public' && read) {
    const { bucket, key } = splitBucketAndKey(joinRest(after));
    // Public buckets are read with the server's rights: no key, no policy.
    const row = await loadBucket(call.ctx.engine, bucket);
    if (!row.public) throw notFoundBucket();
    return sendObject(call, await findObject(call.ctx.engine, bucket, key));
  }
  if (first === 'authenticated' && read) {
    const { bucket, key } = splitBucketAndKey(joinRest(after));
    return sendObject(call, await call.asCaller((tx) => findObject(tx, bucket, key)));
  }
  if (first === 'info' && method === 'GET') {
    const scope = after[0] === 'authenticated' || after[0] === 'public' ? after.shift() : undefined;
    const { bucket, key } = splitBucketAndKey(joinRest(after));
    if (scope === 'public') {
      if (!(await loadBucket(call.ctx.engine, bucket)).public) throw notFoundBucket();
      return sendObjectInfo(call, await findObject(call.ctx.engine, bucket, key));
    }
    return sendObjectInfo(call, await call.asCaller((tx) => findObject(tx, bucket, key)));
  }
  if (first === 'upload' && after[0] === 'sign') {
    const { bucket, key } = splitBucketAndKey(joinRest(after.slice(1)));
    if (method === 'POST') return createSignedUploadUrl(call, bucket, key);
    if (method === 'PUT') return uploadToSignedUrl(call, bucket, key);
  }
  if (first === 'sign') {
    if (after.length === 1 && method === 'POST')
      return createSignedUrls(call, validateBucketId(after[0]!));
    const { bucket, key } = splitBucketAndKey(joinRest(after));
    if (method === 'POST') return createSignedUrl(call, bucket, key);
    if (read) return serveSignedUrl(call, bucket, key);
  }
  if (!first) throw new StorageError(404, 'Not Found', 'Route not found');
  if (after.length === 0) {
    if (method === 'DELETE') return removeObjects(call, validateBucketId(first));
    throw invalidRequest('Missing object path');
  }
  const { bucket, key } = splitBucketAndKey(joinRest(rest));
  if (read) return sendObject(call, await call.asCaller((tx) => findObject(tx, bucket, key)));
  if (method === 'POST')
    return uploadObject(call, bucket, key, call.req.headers['x-upsert'] === 'true');
  if (method === 'PUT') return uploadObject(call, bucket, key, true);
  if (method === 'DELETE') return removeOneObject(call, bucket, key);
  throw new StorageError(404, 'Not Found', 'Route not found');
}
