import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';

/**
 * An error GoTrue would answer with. The body carries both shapes auth-js understands:
 * the 2024-01-01 one (`code` + `message`, read because we echo X-Supabase-Api-Version)
 * and the legacy one (`error_code` + `msg`).
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const API_VERSION = '2024-01-01';

export function sendAuthError(res: ServerResponse, error: AuthError): void {
  sendJson(
    res,
    error.status,
    {
      code: error.code,
      error_code: error.code,
      msg: error.message,
      message: error.message,
      ...error.extra,
    },
    { 'X-Supabase-Api-Version': API_VERSION, 'X-Sb-Error-Code': error.code },
  );
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
export const validationFailed = (message: string) =>
  new AuthError(400, 'validation_failed', message);
export const badJson = () => new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
export const weakPassword = (minLength: number) =>
  new AuthError(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
    weak_password: { reasons: ['length'] },
  });
export const tooManyRequests = () =>
  new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
export const tooManyMails = (seconds: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );
