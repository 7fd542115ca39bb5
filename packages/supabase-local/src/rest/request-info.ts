import type { IncomingMessage } from 'node:http';
import { RestError } from './errors.ts';
import type { Preferences } from './prefer.ts';
import { contentRange, jsonType, objectType, singleError } from './respond.ts';
import { sendText } from '../http/respond.ts';
import type { RequestInfo } from './runtime.ts';
import type { RangeRequest, StatementResult } from './statements.ts';

/** Response pieces shared by table and RPC requests. */

/** Response headers plus Preference-Applied for the preferences that were honoured. */
export function headersOut(
  info: RequestInfo,
  extra: Record<string, string> = {},
): Record<string, string> {
  const headers: Record<string, string> = { ...extra };
  if (info.prefs.applied.length > 0) headers['Preference-Applied'] = info.prefs.applied.join(', ');
  return headers;
}

/** The `Range: first-last` request header as an offset and limit. */
export function rangeOf(req: IncomingMessage): RangeRequest | undefined {
  const header = req.headers.range;
  const match = header ? /^(?:items=)?(\d{1,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const offset = Number(match[1]);
  const last = match[2] === '' ? undefined : Number(match[2]);
  if (last !== undefined && last < offset) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', null);
  }
  return { offset, limit: last === undefined ? undefined : last - offset + 1 };
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
    'Content-Type': info.single ? objectType : jsonType,
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
