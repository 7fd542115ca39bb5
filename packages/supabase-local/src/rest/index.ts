import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler, ServerContext } from '../context.ts';
import type { Claims } from '../engine/types.ts';
import { BodyTooLargeError, headerObject } from '../http/body.ts';
import { parseAccept } from './request/accept.ts';
import { RestError, fromDatabaseError, isDatabaseError } from './errors.ts';
import { jwtError } from './request/jwt-error.ts';
import { parsePrefer } from './request/prefer.ts';
import { sendError } from './request/respond.ts';
import { handleRpc } from './request/rpc-requests.ts';
import { RestRuntime, type RequestInfo, type RestOptions } from './runtime.ts';
import { handleTable } from './request/table-requests.ts';

export type { RestOptions } from './runtime.ts';

/**
 * `/rest/v1`: PostgREST's HTTP interface over the `public` schema, as supabase-js uses it.
 * Each request is planned against the cached schema, then runs as one statement inside one
 * `ctx.runAs` transaction, so the JWT's role and row level security decide what it sees.
 */

export interface RestHandler extends Handler {
  /** Re-reads tables, views, relationships and functions from the catalog. */
  reloadSchema(): Promise<void>;
  /** Stops following `NOTIFY pgrst`. */
  close(): Promise<void>;
}

export function createRestHandler(ctx: ServerContext, options: RestOptions = {}): RestHandler {
  const rt = new RestRuntime(ctx, options);
  const cache = rt.cache;
  let unlisten: Promise<(() => Promise<void>) | null> | null = null;

  async function handle(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    path: string,
  ): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    let claims: Claims = { role: 'anon' };
    try {
      if (!unlisten) unlisten = cache.listenForReloads().catch(() => null);
      const auth = await ctx.authenticate(req);
      if (!auth) throw jwtError(req);
      claims = auth.claims;
      const schema = requestedSchema(req, method, cache.exposed);
      const segments = path
        .split('/')
        .filter((s) => s !== '')
        .map(decodeSegment);
      const headers = headerObject(req);
      const accepted = parseAccept(req.headers.accept);
      const info: RequestInfo = {
        req,
        res,
        method,
        schema,
        params: url.searchParams,
        prefs: parsePrefer(req.headers.prefer),
        single: accepted.single,
        stripNulls: accepted.stripNulls,
        csv: accepted.csv === true,
        plan: accepted.plan,
        claims,
        runOptions: { method, path: `/${segments.join('/')}`, headers, schema },
      };
      if (segments.length === 1) await handleTable(rt, info, segments[0]!);
      else if (segments.length === 2 && segments[0] === 'rpc')
        await handleRpc(rt, info, segments[1]!);
      else throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    } catch (error) {
      sendError(res, toRestError(error, claims.role === 'anon'), method !== 'HEAD');
      if (isDatabaseError(error) && ['42P01', '42703', '42883'].includes(error.code)) {
        void cache.reloadIfChanged().catch(() => {});
      }
    }
  }

  return Object.assign(handle, {
    async reloadSchema() {
      await cache.reload();
    },
    async close() {
      const stop = await unlisten;
      await stop?.();
    },
  });
}

/** The schema a request's profile header names (`Accept-Profile` to read), else the first. */
function requestedSchema(req: IncomingMessage, method: string, exposed: string[]): string {
  const profile =
    method === 'GET' || method === 'HEAD'
      ? req.headers['accept-profile']
      : req.headers['content-profile'];
  if (typeof profile !== 'string' || profile === '') return exposed[0]!;
  if (exposed.includes(profile)) return profile;
  throw new RestError(
    406,
    'PGRST106',
    `Invalid schema: ${profile}`,
    null,
    `Only the following schemas are exposed: ${exposed.join(', ')}`,
  );
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
  }
}

function toRestError(error: unknown, isAnon: boolean): RestError {
  if (error instanceof RestError) return error;
  if (error instanceof BodyTooLargeError) {
    return new RestError(
      413,
      'PGRST413',
      'Payload Too Large',
      `The request body is larger than ${error.limit} bytes`,
    );
  }
  if (isDatabaseError(error)) return fromDatabaseError(error, isAnon);
  console.error('[rest] unexpected error', error);
  return new RestError(500, 'PGRST000', 'Internal server error');
}
