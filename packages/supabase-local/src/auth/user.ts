import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';
import { ensureEmailFree } from './create-user.ts';
import { AuthError } from './auth-error.ts';
import type { AuthDeps } from './auth-options.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { requireBearerUser } from './bearer-user.ts';
import { checkMailLimits } from './mail-limits.ts';
import { queueCodeMail, safeRedirect } from './email-links.ts';
import { loadUserById, userJson } from './user-json.ts';
import { optionalObject, readObjectBody, requireEmail, requirePassword } from './validation.ts';

/** GET /user */
export async function getUser(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const { user } = await requireBearerUser(deps.ctx.engine, req, deps.ctx.config.jwtSecret);
  sendJson(res, 200, userJson(user));
}

/**
 * PUT /user: metadata (shallow merge, null deletes a key), password (other sessions are
 * signed out, as GoTrue does) and email. An email change is never applied directly: a
 * link goes to the new address and the address changes once it is followed (one
 * confirmation, to the new address; GoTrue's "secure email change" also mails the old one).
 */
export async function updateUser(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const body = await readObjectBody(req, deps.bodyLimitBytes);
  const { config, engine } = deps.ctx;
  const { user, sessionId } = await requireBearerUser(engine, req, config.jwtSecret);
  const data = optionalObject(body.data, 'data');
  const password =
    body.password === undefined || body.password === null
      ? undefined
      : requirePassword(
          body.password,
          deps.passwordMinLength,
          'Password update requires a valid password',
        );
  const email =
    body.email === undefined || body.email === null || body.email === ''
      ? undefined
      : requireEmail(body.email, 'An email address is required');

  if (email !== undefined && email !== user.row.email) checkMailLimits(deps, req, email);
  let passwordHash: string | undefined;
  if (password !== undefined) {
    if (
      user.row.encrypted_password &&
      (await checkPassword(password, user.row.encrypted_password))
    ) {
      throw new AuthError(
        422,
        'same_password',
        'New password should be different from the old password.',
      );
    }
    passwordHash = await hashPassword(password, deps.passwordHashCost);
  }

  const redirectTo = safeRedirect(config, url.searchParams.get('redirect_to'));
  const updated = await engine.transaction(async (tx) => {
    const id = user.row.id;
    if (data) {
      const merged: Record<string, unknown> = { ...user.row.raw_user_meta_data };
      for (const [key, value] of Object.entries(data)) {
        if (value === null) delete merged[key];
        else merged[key] = value;
      }
      await tx.query(
        'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1',
        [id, JSON.stringify(merged)],
      );
    }
    if (passwordHash) {
      await tx.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [id, passwordHash],
      );
      await tx.query(
        'delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)',
        [id, sessionId],
      );
    }
    if (email && email !== user.row.email) {
      await ensureEmailFree(tx, email, id);
      const hash = await queueCodeMail(
        tx,
        config,
        {
          to: email,
          kind: 'email_change',
          subject: 'Confirm your new email address',
          purpose: `confirm the change of your email address to ${email}`,
          redirectTo,
        },
        (address) => deps.verifyFailuresByEmail.reset(address),
      );
      await tx.query(
        `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(),
                updated_at = now() where id = $1`,
        [id, email, hash],
      );
    }
    return loadUserById(tx, id);
  });
  if (!updated) throw new AuthError(404, 'user_not_found', 'User not found');
  sendJson(res, 200, userJson(updated));
}

/** POST /logout?scope=global|local|others → 204. */
export async function logout(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const scope = url.searchParams.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw new AuthError(400, 'validation_failed', 'Unsupported logout scope');
  }
  await deps.ctx.engine.transaction(async (tx) => {
    const { user, sessionId } = await requireBearerUser(tx, req, deps.ctx.config.jwtSecret);
    if (scope === 'global' || !sessionId) {
      if (scope !== 'others')
        await tx.query('delete from auth.sessions where user_id = $1', [user.row.id]);
    } else if (scope === 'local') {
      await tx.query('delete from auth.sessions where id = $1', [sessionId]);
    } else {
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        user.row.id,
        sessionId,
      ]);
    }
  });
  res.writeHead(204);
  res.end();
}
