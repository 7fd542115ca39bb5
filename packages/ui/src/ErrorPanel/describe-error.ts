/** docs/product.md §8: what the panel says when nothing more specific is known. */
export const UNKNOWN_ERROR_TEXT = 'An unknown error has occurred (sorry)';

/** What the error panel can say about an arbitrary thrown value. */
export interface ErrorDescription {
  message?: string;
  status?: number;
  statusText?: string;
  cause?: string;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)
    : undefined;
}

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  const record = asRecord(value);
  if (record && typeof record['message'] === 'string' && record['message'])
    return record['message'];
  return undefined;
}

/**
 * Pulls message, HTTP status and cause out of the shapes errors arrive in here: `Error`,
 * router error responses (`status`, `statusText`, `data`), Supabase/PostgREST errors
 * (`status`, `details`, `hint`), plain strings.
 */
export function describeError(error: unknown): ErrorDescription {
  if (error === null || error === undefined) return {};
  if (typeof error === 'string') return { message: error };
  const record = asRecord(error);
  if (!record) return { message: String(error) };
  const status = typeof record['status'] === 'number' ? record['status'] : undefined;
  const statusText =
    typeof record['statusText'] === 'string' && record['statusText']
      ? record['statusText']
      : undefined;
  const message =
    text(record['message']) ?? text(record['data']) ?? text(record['error_description']);
  const cause = readable(text(record['cause']) ?? text(record['details']) ?? text(record['hint']));
  return { message, status, statusText, cause: cause === message ? undefined : cause };
}

/** A stack's first line only: postgrest-js passes a failed fetch's stack as its details. */
function readable(cause: string | undefined): string | undefined {
  const lines = cause?.split('\n') ?? [];
  const frames = lines.slice(1).filter((line) => /^\s+at |@\S+:\d+/.test(line));
  return frames.length > 0 && frames.length === lines.length - 1 ? lines[0] : cause;
}
