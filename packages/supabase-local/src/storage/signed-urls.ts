import { signJwt, verifyJwt } from '../jwt.ts';
import { findObject, sendObject } from './object-download.ts';
import { readJsonObject } from './request-body.ts';
import type { StorageCall } from './storage-call.ts';
import { StorageError } from './storage-error.ts';
import { sendJson } from '../http/respond.ts';

/**
 * Signed URLs carry a JWT `{ url: "<bucket>/<key>", iat, exp }` signed with the project
 * secret. Creating one needs SELECT on the object as the caller; fetching it needs only the
 * token.
 */
function expiresInOf(body: Record<string, unknown>): number {
  const value = Number(body.expiresIn);
  if (!Number.isFinite(value) || value < 1) {
    throw new StorageError(400, 'Invalid Input', 'expiresIn must be a positive number of seconds');
  }
  return Math.floor(value);
}

function signedPath(secret: string, bucketId: string, key: string, expiresIn: number): string {
  const iat = Math.floor(Date.now() / 1000);
  const token = signJwt({ url: `${bucketId}/${key}`, iat, exp: iat + expiresIn }, secret);
  return `/object/sign/${bucketId}/${key}?token=${token}`;
}

/** `POST /object/sign/<bucket>/<key>` → `{ signedURL }`. */
export async function createSignedUrl(
  call: StorageCall,
  bucketId: string,
  key: string,
): Promise<void> {
  const expiresIn = expiresInOf(await readJsonObject(call.req));
  await call.asCaller((tx) => findObject(tx, bucketId, key));
  sendJson(call.res, 200, {
    signedURL: signedPath(call.ctx.config.jwtSecret, bucketId, key, expiresIn),
  });
}

/** `POST /object/sign/<bucket>` with `{ expiresIn, paths }` → one entry per path. */
export async function createSignedUrls(call: StorageCall, bucketId: string): Promise<void> {
  const body = await readJsonObject(call.req);
  const expiresIn = expiresInOf(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || !paths.every((p): p is string => typeof p === 'string')) {
    throw new StorageError(400, 'Invalid Input', 'paths must be an array of strings');
  }
  const visible = await call.asCaller(async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucketId, paths],
    );
    return new Set(rows.map((r) => r.name));
  });
  sendJson(
    call.res,
    200,
    paths.map((path) =>
      visible.has(path)
        ? {
            error: null,
            path,
            signedURL: signedPath(call.ctx.config.jwtSecret, bucketId, path, expiresIn),
          }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path,
            signedURL: null,
          },
    ),
  );
}

/**
 * The claims of the `?token=` of a signed URL (download or upload) for exactly this
 * bucket and key, or storage-api's error.
 */
export function signedUrlClaims(
  call: StorageCall,
  bucketId: string,
  key: string,
): Record<string, unknown> {
  const token = call.url.searchParams.get('token');
  if (!token) throw new StorageError(400, 'InvalidJWT', 'Missing token');
  const verified = verifyJwt(token, call.ctx.config.jwtSecret);
  if (!verified.ok) {
    const message = verified.reason === 'expired' ? 'jwt expired' : 'invalid signature';
    throw new StorageError(400, 'InvalidJWT', message);
  }
  if (verified.payload.url !== `${bucketId}/${key}`) {
    throw new StorageError(400, 'InvalidSignature', 'The url do not match the signature');
  }
  return verified.payload;
}

/** `GET /object/sign/<bucket>/<key>?token=` serves the bytes with no other credentials. */
export async function serveSignedUrl(
  call: StorageCall,
  bucketId: string,
  key: string,
): Promise<void> {
  signedUrlClaims(call, bucketId, key);
  const row = await findObject(call.ctx.engine, bucketId, key);
  await sendObject(call, row);
}
