import type { IncomingMessage } from 'node:http';
import { readJson } from '../http/body.ts';
import { AuthError, validationFailed, weakPassword } from './auth-error.ts';

const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64) return true;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(
      ([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1),
    );
  }
  return false;
}

/**
 * A JSON object body, or a 400 like GoTrue's for anything else. NUL characters are
 * refused up front because Postgres cannot store them in text or jsonb.
 */
export function asObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (containsNul(body)) throw validationFailed('Request body contains a NUL character');
  return body as Record<string, unknown>;
}

/** The request's JSON object body; an empty body reads as `{}`. */
export async function readObjectBody(
  req: IncomingMessage,
  limit: number,
): Promise<Record<string, unknown>> {
  return asObject((await readJson(req, limit)) ?? {});
}

/** Lower-cased, trimmed email, or the error GoTrue gives. */
export function requireEmail(value: unknown, missingMessage: string): string {
  if (value === undefined || value === null || value === '') throw validationFailed(missingMessage);
  if (typeof value !== 'string')
    throw validationFailed('Unable to validate email address: invalid format');
  const email = value.trim().toLowerCase();
  if (email.length > 255 || !emailPattern.test(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

export function requirePassword(value: unknown, minLength: number, missingMessage: string): string {
  if (value === undefined || value === null || value === '') throw validationFailed(missingMessage);
  if (typeof value !== 'string') throw validationFailed(missingMessage);
  if ([...value].length < minLength) throw weakPassword(minLength);
  // bcrypt reads at most 72 bytes; GoTrue refuses longer passwords rather than truncate.
  if (Buffer.byteLength(value) > 72)
    throw validationFailed('Password cannot be longer than 72 characters');
  return value;
}

/** Optional JSON object (user metadata); anything else is a validation error. */
export function optionalObject(value: unknown, name: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw validationFailed(`${name} must be a JSON object`);
  return value as Record<string, unknown>;
}
