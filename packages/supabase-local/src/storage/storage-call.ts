import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerContext } from '../context.ts';
import type { Claims, Sql } from '../engine/types.ts';
import { headerObject } from '../http/body.ts';
import type { ObjectFiles } from './object-files.ts';
import { fromPostgresError, StorageError } from './storage-error.ts';

/** Everything a storage route needs about one request. */
export interface StorageCall {
  ctx: ServerContext;
  files: ObjectFiles;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Runs `fn` as the caller (their role and claims), so the RLS policies on storage decide. */
  asCaller<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** The caller's claims; public and signed-URL routes never ask for them. */
  claims(): Promise<Claims>;
}

export function createStorageCall(
  ctx: ServerContext,
  files: ObjectFiles,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): StorageCall {
  let claimsPromise: Promise<Claims> | null = null;
  const claims = (): Promise<Claims> => (claimsPromise ??= callerClaims(ctx, req));
  return {
    ctx,
    files,
    req,
    res,
    url,
    claims,
    async asCaller(fn) {
      const caller = await claims();
      try {
        return await ctx.runAs(caller, fn, {
          method: req.method ?? 'GET',
          path: url.pathname,
          headers: headerObject(req, ['authorization', 'apikey']),
        });
      } catch (err) {
        throw fromPostgresError(err) ?? err;
      }
    },
  };
}

/**
 * Storage has no API-key gate (public and signed URLs are fetched bare), so a request
 * without any credentials is anonymous; a token that is present but invalid or expired is
 * refused the way storage-api refuses it.
 */
async function callerClaims(ctx: ServerContext, req: IncomingMessage): Promise<Claims> {
  if (!req.headers.authorization && !req.headers.apikey) return { role: 'anon' };
  const auth = await ctx.authenticate(req);
  if (!auth) throw new StorageError(403, 'Unauthorized', 'invalid signature or expired token');
  return auth.claims;
}
