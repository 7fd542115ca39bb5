import type { ServerResponse } from 'node:http';
import { sendText } from '../http/respond.ts';
import { RestError } from './errors.ts';

export const jsonType = 'application/json; charset=utf-8';
export const objectType = 'application/vnd.pgrst.object+json; charset=utf-8';

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
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${rows} rows`,
  );
