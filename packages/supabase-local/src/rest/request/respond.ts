import type { ServerResponse } from 'node:http';
import { sendText } from '../../http/respond.ts';
import { RestError } from '../errors.ts';
import type { RequestInfo } from '../runtime.ts';
import type { StatementResult } from '../sql/statements.ts';
import type { Preferences } from './prefer.ts';

/** How table and RPC requests answer: PostgREST's media types, ranges and errors. */

export const jsonType = 'application/json; charset=utf-8';
export const objectType = 'application/vnd.pgrst.object+json; charset=utf-8';
export const csvType = 'text/csv; charset=utf-8';

/** The plan's media type, naming the media type it is the plan for, as PostgREST does. */
export function planType(info: RequestInfo): string {
  return `${info.plan!.mediaType}; for="${info.single ? 'application/vnd.pgrst.object+json' : 'application/json'}"; charset=utf-8`;
}

export function sendError(res: ServerResponse, error: RestError, withBody = true): void {
  sendText(
    res,
    error.status,
    JSON.stringify(error),
    {
      'Content-Type': jsonType,
      'Proxy-Status': `PostgREST; error=${error.code}`,
      ...error.headers,
    },
    withBody,
  );
}

/** PostgREST's Content-Range: `0-9/100`; `*` for the range when no rows, and for an uncounted total. */
export function contentRange(offset: number, rows: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  return rows > 0 ? `${offset}-${offset + rows - 1}/${totalText}` : `*/${totalText}`;
}

export const singleError = (rows: number): RestError =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

/** Response headers plus Preference-Applied for the preferences that were honoured. */
export function headersOut(
  info: RequestInfo,
  extra: Record<string, string> = {},
): Record<string, string> {
  const headers: Record<string, string> = { ...extra };
  if (info.prefs.applied.length > 0) headers['Preference-Applied'] = info.prefs.applied.join(', ');
  return headers;
}

/** Answers rows read (GET on a table or a set-returning function). */
export function sendRows(
  info: RequestInfo,
  result: StatementResult,
  offset: number,
  statusOk = 200,
): void {
  const { total, n } = result;
  if (total !== null && offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    );
  }
  if (info.single && n !== 1) throw singleError(n);
  const status = total !== null && n < total ? 206 : statusOk;
  const headers = headersOut(info, {
    'Content-Type': info.single ? objectType : info.csv ? csvType : jsonType,
    'Content-Range': contentRange(offset, n, total),
  });
  sendText(
    info.res,
    status,
    info.single ? result.body.slice(1, -1) : result.body,
    headers,
    info.method !== 'HEAD',
  );
}

/** `Prefer: handling=strict, max-affected=n`: more rows than n fails and rolls back. */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (
    prefs.handling !== 'strict' ||
    prefs.maxAffected === undefined ||
    affected <= prefs.maxAffected
  )
    return;
  throw new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${affected} rows`,
  );
}
