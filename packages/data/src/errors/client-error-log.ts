import { getSupabase } from '../client/supabase-client.ts';
import type { Json } from '../database.types.ts';

const masked = '********';

/**
 * Copies a value as JSON with every property whose name mentions a password replaced
 * (docs/product.md §8). What JSON cannot hold (undefined, functions) becomes null, as it would on the wire.
 */
export function maskPasswords(value: unknown, seen = new WeakSet<object>()): Json {
  if (Array.isArray(value)) return value.map((item) => maskPasswords(item, seen));
  if (value && typeof value === 'object') {
    if (seen.has(value)) return '[circular]';
    seen.add(value);
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        /password/i.test(key) ? masked : maskPasswords(inner, seen),
      ]),
    );
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return value === null || value === undefined ? null : String(value);
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  return String(error);
}

/**
 * docs/product.md §7 "Error log": records a client error in user_client_event. If that insert fails,
 * a second insert records the failure itself. Never throws: logging must not break a screen.
 */
export async function logClientError(error: unknown, context: unknown = null): Promise<void> {
  const url = typeof location === 'undefined' ? null : location.href;
  const events = getSupabase().from('user_client_event');
  const first = await events.insert({
    message: messageOf(error),
    context: maskPasswords(context),
    url,
  });
  if (!first.error) return;
  await events.insert({
    message: 'Error trying to send error to database',
    context: { error: first.error.message },
    url,
  });
}
