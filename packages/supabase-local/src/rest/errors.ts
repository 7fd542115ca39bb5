/**
 * PostgREST's error shape `{code, details, hint, message}` and its SQLSTATE → HTTP status
 * mapping, so supabase-js sees the same `error` objects and statuses as against Supabase.
 */

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'RestError';
  }

  toJSON(): { code: string; details: unknown; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** A query-string grammar error (PostgREST's PGRST100). */
export function parseError(what: string, raw: string, details: string): RestError {
  return new RestError(400, 'PGRST100', `failed to parse ${what} (${raw})`, details);
}

interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof message === 'string';
}

/** PostgREST's mapSQLtoHTTP, for the request role (401 instead of 403 for anon). */
export function statusForSqlState(code: string, message: string, isAnon: boolean): number {
  if (code === '42501') return isAnon ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '22023' && /^role .* does not exist$/.test(message)) return 401;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '57014' || code === '53400' || code === '42P17') return 500;
  if (code === '57P01') return 503;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const family = code.slice(0, 2);
  if (family === '08') return 503;
  if (family === '53') return 503;
  if (['0L', '0P', '28'].includes(family)) return 403;
  if (
    [
      '09',
      '25',
      '2D',
      '38',
      '39',
      '3B',
      '40',
      '54',
      '55',
      '57',
      '58',
      'F0',
      'HV',
      'XX',
      'P0',
    ].includes(family)
  ) {
    return 500;
  }
  return 400;
}

export function fromDatabaseError(error: DatabaseErrorLike, isAnon: boolean): RestError {
  const status = statusForSqlState(error.code, error.message, isAnon);
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return new RestError(
    status,
    error.code,
    error.message,
    error.detail ?? null,
    error.hint ?? null,
    headers,
  );
}

export const notFoundTable = (schema: string, name: string): RestError =>
  new RestError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
  );

export const unknownColumn = (relation: string, column: string): RestError =>
  new RestError(400, '42703', `column ${relation}.${column} does not exist`);
