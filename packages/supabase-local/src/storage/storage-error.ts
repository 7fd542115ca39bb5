import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';

/**
 * An error in the shape storage-api answers with: the HTTP status is 400 for every client
 * error and the real status travels as a string in `statusCode` (storage-js reads it from
 * there). Server faults keep HTTP 500.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFoundObject = (): StorageError =>
  new StorageError(404, 'not_found', 'Object not found');
export const notFoundBucket = (): StorageError =>
  new StorageError(404, 'Bucket not found', 'Bucket not found');
export const rlsRefused = (): StorageError =>
  new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');
export const invalidKey = (key: string): StorageError =>
  new StorageError(400, 'InvalidKey', `Invalid key: ${key}`);
export const invalidRequest = (message: string): StorageError =>
  new StorageError(400, 'Invalid Input', message);
export const tooLarge = (): StorageError =>
  new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size');

export function sendStorageError(res: ServerResponse, err: StorageError): void {
  const httpStatus = err.statusCode >= 500 ? 500 : 400;
  sendJson(res, httpStatus, {
    statusCode: String(err.statusCode),
    error: err.error,
    message: err.message,
  });
}

/** Postgres SQLSTATEs that the storage routes turn into storage errors. */
export function fromPostgresError(err: unknown): StorageError | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === '42501') return rlsRefused();
  if (code === '23505') return new StorageError(409, 'Duplicate', 'The resource already exists');
  return null;
}
