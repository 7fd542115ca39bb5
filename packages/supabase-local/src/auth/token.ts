import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';
import { AuthError, invalidCredentials, tooManyRequests, validationFailed } from './auth-error.ts';
import type { AuthDeps } from './auth-options.ts';
import { checkPassword, decoyHash } from './passwords.ts';
import { refreshGrant } from './refresh.ts';
import { startSession } from './sessions.ts';
import { clientIp, clientOf } from './client-address.ts';
import { readObjectBody } from './validation.ts';

/** POST /token?grant_type=password|refresh_token */
export async function token(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const grant = url.searchParams.get('grant_type');
  const body = await readObjectBody(req, deps.bodyLimitBytes);
  if (grant === 'password') {
    sendJson(res, 200, await passwordGrant(deps, req, body));
    return;
  }
  if (grant === 'refresh_token') {
    const refreshToken = body.refresh_token;
    if (typeof refreshToken !== 'string' || refreshToken === '' || refreshToken.length > 255) {
      throw new AuthError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    sendJson(
      res,
      200,
      await refreshGrant(
        deps.ctx.engine,
        deps.ctx.config,
        refreshToken,
        deps.refreshReuseIntervalSeconds,
      ),
    );
    return;
  }
  throw new AuthError(400, 'validation_failed', 'unsupported_grant_type');
}

async function passwordGrant(deps: AuthDeps, req: IncomingMessage, body: Record<string, unknown>) {
  const { email, password } = body;
  if (typeof email !== 'string' || email.trim() === '') {
    if (body.phone !== undefined)
      throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw validationFailed('missing email or phone');
  }
  if (typeof password !== 'string' || email.length > 255 || password.length > 1024)
    throw invalidCredentials();
  const normalized = email.trim().toLowerCase();
  // Both limits count every attempt, successful or not.
  if (!deps.signInByIp.take(clientIp(req))) throw tooManyRequests();
  if (!deps.signInByEmail.take(normalized)) throw tooManyRequests();

  const found = await deps.ctx.engine.query<{
    id: string;
    hash: string | null;
    banned: boolean;
    confirmed: boolean;
  }>(
    `select id::text as id, encrypted_password as hash, coalesce(banned_until > now(), false) as banned,
            email_confirmed_at is not null as confirmed
       from auth.users where lower(email) = $1 and deleted_at is null`,
    [normalized],
  );
  const user = found.rows[0];
  const matches = await checkPassword(
    password,
    user?.hash ?? (await decoyHash(deps.passwordHashCost)),
  );
  if (!user || !user.hash || !matches) throw invalidCredentials();
  if (user.banned) throw new AuthError(400, 'user_banned', 'User is banned');
  if (!user.confirmed) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  return startSession(deps.ctx.engine, deps.ctx.config, user.id, 'password', clientOf(req));
}
