import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Sql } from '../engine/types.ts';
import { redirect, sendJson } from '../http/respond.ts';
import { ensureEmailFree } from './create-user.ts';
import { AuthError, tooManyRequests } from './auth-error.ts';
import type { AuthDeps } from './auth-options.ts';
import { safeRedirect, tokenHash, withFragment } from './email-links.ts';
import { startSession } from './sessions.ts';
import { clientIp, clientOf } from './client-address.ts';
import { readObjectBody } from './validation.ts';

type LinkType = 'signup' | 'recovery' | 'email_change';

const otpExpired = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

/**
 * Consumes a sign-up, recovery or email-change token hash inside `tx` and starts a session.
 * Returns null when the token is unknown, used or older than the link lifetime.
 */
async function consume(
  deps: AuthDeps,
  tx: Sql,
  type: LinkType,
  hash: string,
  req: IncomingMessage,
): Promise<Record<string, unknown> | null> {
  const lifetime = deps.linkLifetimeSeconds;
  if (type === 'signup') {
    const found = await tx.query<{ id: string }>(
      `update auth.users
          set confirmation_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
              raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}', updated_at = now()
        where confirmation_token = $1 and confirmation_sent_at > now() - make_interval(secs => $2)
        returning id::text as id`,
      [hash, lifetime],
    );
    const id = found.rows[0]?.id;
    if (!id) return null;
    await tx.query(
      `update auth.identities
          set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
        where user_id = $1 and provider = 'email'`,
      [id],
    );
    return startSession(tx, deps.ctx.config, id, 'otp', clientOf(req));
  }
  if (type === 'recovery') {
    const found = await tx.query<{ id: string }>(
      `update auth.users
          set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
        where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2)
        returning id::text as id`,
      [hash, lifetime],
    );
    const id = found.rows[0]?.id;
    return id ? startSession(tx, deps.ctx.config, id, 'recovery', clientOf(req)) : null;
  }
  const found = await tx.query<{ id: string; email: string }>(
    `select id::text as id, email_change as email from auth.users
      where email_change_token_new = $1 and email_change_sent_at > now() - make_interval(secs => $2)
      for update`,
    [hash, lifetime],
  );
  const row = found.rows[0];
  if (!row) return null;
  await ensureEmailFree(tx, row.email, row.id);
  await tx.query(
    `update auth.users
        set email = email_change, email_change = null, email_change_token_new = null,
            email_change_sent_at = null, updated_at = now()
      where id = $1`,
    [row.id],
  );
  await tx.query(
    `update auth.identities
        set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [row.id, row.email],
  );
  return startSession(tx, deps.ctx.config, row.id, 'email_change', clientOf(req));
}

/**
 * GoTrue's types: 'email' is a sign-up confirmed by its code, the same check as the link's;
 * an invitation is confirmed as a sign-up is (both tokens are the user's confirmation token).
 */
function linkType(value: unknown): LinkType | null {
  if (value === 'email' || value === 'invite') return 'signup';
  return value === 'signup' || value === 'recovery' || value === 'email_change' ? value : null;
}

/**
 * GET /verify?token&type&redirect_to — the link in a mail. Redirects (303) to redirect_to
 * with the session in the fragment, as supabase-js's implicit flow reads it, or with
 * GoTrue's error parameters when the link is bad or expired.
 */
export async function verifyLinkGet(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const target = safeRedirect(deps.ctx.config, url.searchParams.get('redirect_to'));
  const type = linkType(url.searchParams.get('type'));
  const token = url.searchParams.get('token') ?? '';
  let session: Record<string, unknown> | null = null;
  let failure = {
    error: 'access_denied',
    error_code: 'otp_expired',
    error_description: 'Email link is invalid or has expired',
  };
  if (!deps.verifyByIp.take(clientIp(req))) {
    failure = {
      error: 'access_denied',
      error_code: 'over_request_rate_limit',
      error_description: 'Request rate limit reached',
    };
  } else if (type && /^[0-9a-f]{56}$/.test(token)) {
    try {
      session = await deps.ctx.engine.transaction((tx) => consume(deps, tx, type, token, req));
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      failure = {
        error: 'access_denied',
        error_code: error.code,
        error_description: error.message,
      };
    }
  }
  if (!session || !type) {
    redirect(res, withFragment(target, { ...failure, sb: '' }));
    return;
  }
  redirect(
    res,
    withFragment(target, {
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type,
      sb: '',
    }),
  );
}

/** POST /verify — verifyOtp({ token_hash, type }) or ({ email, token, type }); answers a session. */
export async function verifyOtpPost(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = await readObjectBody(req, deps.bodyLimitBytes);
  if (!deps.verifyByIp.take(clientIp(req))) throw tooManyRequests();
  const type = linkType(body.type);
  if (!type) throw new AuthError(400, 'validation_failed', 'Verify requires a verification type');
  let hash: string;
  let address: string | null = null;
  if (typeof body.token_hash === 'string') {
    hash = body.token_hash;
  } else if (typeof body.email === 'string' && typeof body.token === 'string') {
    address = body.email.trim().toLowerCase();
    hash = tokenHash(address, body.token.trim());
  } else {
    throw new AuthError(400, 'validation_failed', 'Verify requires either a token or a token hash');
  }
  // After a few wrong codes for an address its codes are void, the right one included.
  if (address !== null && deps.verifyFailuresByEmail.exhausted(address)) throw otpExpired();
  const session = /^[0-9a-f]{56}$/.test(hash)
    ? await deps.ctx.engine.transaction((tx) => consume(deps, tx, type, hash, req))
    : null;
  if (!session) {
    if (address !== null) {
      deps.verifyFailuresByEmail.take(address);
      if (deps.verifyFailuresByEmail.exhausted(address)) await voidCodes(deps, address);
    }
    throw otpExpired();
  }
  sendJson(res, 200, session);
}

/** Clears the pending sign-up, recovery and email-change codes mailed to `address`. */
async function voidCodes(deps: AuthDeps, address: string): Promise<void> {
  await deps.ctx.engine.query(
    `update auth.users
        set confirmation_token = case when lower(email) = $1 then null else confirmation_token end,
            recovery_token = case when lower(email) = $1 then null else recovery_token end,
            email_change_token_new = case when lower(email_change) = $1 then null else email_change_token_new end
      where lower(email) = $1 or lower(email_change) = $1`,
    [address],
  );
}
