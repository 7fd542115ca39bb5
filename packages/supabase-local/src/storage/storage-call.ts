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
 * The caller of a route that is not public or signed: storage-api reads the bearer token of
 * `Authorization` (supabase-js always sends one: the session's, else the anon key), so a
 * request without it is refused as storage-api refuses it; an invalid or expired one too.
 */
async function callerClaims(ctx: ServerContext, req: IncomingMessage): Promise<Claims> {
  if (!req.headers.authorization) {
    throw new StorageError(403, 'Unauthorized', 'Invalid Compact JWS');
  }
  const auth = await ctx.authenticate(req);
  if (!auth) throw new StorageError(403, 'Unauthorized', 'invalid signature or expired token');
  return auth.claims;
}
