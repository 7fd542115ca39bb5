import { signJwt } from '../jwt.ts';
import { fromPostgresError } from './storage-error.ts';
import { sendJson } from '../http/respond.ts';
import type { StorageCall } from './storage-call.ts';
import { checkUploadAllowed, uploadObject } from './object-upload.ts';
import { loadBucket } from './bucket-rules.ts';
import { signedUrlClaims } from './signed-urls.ts';

/** storage-api's signed upload URLs live two hours. */
const UPLOAD_URL_LIFETIME = 2 * 60 * 60;

/**
 * `POST /object/upload/sign/<bucket>/<key>`: the caller's INSERT (and UPDATE for upsert)
 * rights are checked now; the token then lets anyone holding it upload that one key.
 */
export async function createSignedUploadUrl(
  call: StorageCall,
  bucketId: string,
  key: string,
): Promise<void> {
  await loadBucket(call.ctx.engine, bucketId);
  const upsert = call.req.headers['x-upsert'] === 'true';
  await checkUploadAllowed(call, bucketId, key, upsert);
  const claims = await call.claims();
  const iat = Math.floor(Date.now() / 1000);
  const token = signJwt(
    {
      url: `${bucketId}/${key}`,
      owner: claims.sub ?? null,
      upsert,
      iat,
      exp: iat + UPLOAD_URL_LIFETIME,
    },
    call.ctx.config.jwtSecret,
  );
  sendJson(call.res, 200, { url: `/object/upload/sign/${bucketId}/${key}?token=${token}`, token });
}

/** `PUT /object/upload/sign/<bucket>/<key>?token=`: the write uses the server's rights. */
export async function uploadToSignedUrl(
  call: StorageCall,
  bucketId: string,
  key: string,
): Promise<void> {
  const { owner, upsert } = signedUrlClaims(call, bucketId, key);
  const claims = {
    role: 'service_role' as const,
    ...(typeof owner === 'string' ? { sub: owner } : {}),
  };
  await uploadObject(call, bucketId, key, upsert === true, {
    claims,
    run: async (fn) => {
      try {
        return await call.ctx.engine.transaction(fn);
      } catch (err) {
        throw fromPostgresError(err) ?? err;
      }
    },
  });
}
