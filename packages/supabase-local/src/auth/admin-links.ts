import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Sql } from '../engine/types.ts';
import { sendJson } from '../http/respond.ts';
import { AuthError } from './auth-error.ts';
import type { AuthDeps } from './auth-options.ts';
import { createUser, ensureEmailFree } from './create-user.ts';
import { newOneTimeToken, queueCodeMail, safeRedirect, verifyLink } from './email-links.ts';
import { hashPassword } from './passwords.ts';
import { loadUserByEmail, loadUserById, userJson, type LoadedUser } from './user-json.ts';
import { optionalObject, readObjectBody, requireEmail, requirePassword } from './validation.ts';

/**
 * Invitations and GoTrue's `generate_link` (service role only): a user invited by mail, and
 * the links and codes of sign-up, invitation, recovery, magic link and email change made for
 * the caller to deliver, without any mail sent.
 */

/** A new unconfirmed user, or the unconfirmed one already there (asked again). */
async function pendingUser(
  tx: Sql,
  email: string,
  fields: { passwordHash: string; metadata: Record<string, unknown>; invited: boolean },
): Promise<string> {
  const existing = await loadUserByEmail(tx, email);
  if (existing?.row.email_confirmed_at) await ensureEmailFree(tx, email, null);
  const id =
    existing?.row.id ??
    (await createUser(tx, {
      email,
      passwordHash: fields.passwordHash,
      userMetadata: fields.metadata,
      confirmed: false,
    }));
  if (fields.invited) {
    await tx.query('update auth.users set invited_at = now() where id = $1', [id]);
  }
  return id;
}

async function setConfirmationToken(tx: Sql, id: string, hash: string): Promise<void> {
  await tx.query(
    'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
    [id, hash],
  );
}

/** POST /invite (auth.admin.inviteUserByEmail): the user, invited, mailed a link to accept. */
export async function invite(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const body = await readObjectBody(req, deps.bodyLimitBytes);
  const email = requireEmail(body.email, 'An email address is required');
  const metadata = optionalObject(body.data, 'data') ?? {};
  const redirectTo = safeRedirect(deps.ctx.config, url.searchParams.get('redirect_to'));
  const user = await deps.ctx.engine.transaction(async (tx) => {
    const id = await pendingUser(tx, email, { passwordHash: '', metadata, invited: true });
    const hash = await queueCodeMail(
      tx,
      deps.ctx.config,
      {
        to: email,
        kind: 'invite',
        subject: 'You have been invited',
        purpose: 'accept the invitation and create your account',
        redirectTo,
      },
      (address) => deps.verifyFailuresByEmail.reset(address),
    );
    await setConfirmationToken(tx, id, hash);
    return (await loadUserById(tx, id))!;
  });
  sendJson(res, 200, userJson(user));
}

type LinkKind = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change';

/** POST /admin/generate_link (auth.admin.generateLink). */
export async function generateLink(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = await readObjectBody(req, deps.bodyLimitBytes);
  const email = requireEmail(body.email, 'An email address is required');
  const metadata = optionalObject(body.data, 'data') ?? {};
  const redirectTo = safeRedirect(
    deps.ctx.config,
    typeof body.redirect_to === 'string' ? body.redirect_to : null,
  );
  const type = body.type;
  const newEmail =
    type === 'email_change_current' || type === 'email_change_new'
      ? requireEmail(body.new_email, 'The new email address is required')
      : undefined;
  const passwordHash =
    type === 'signup'
      ? await hashPassword(
          requirePassword(body.password, deps.passwordMinLength, 'Password is required'),
          deps.passwordHashCost,
        )
      : '';
  const result = await deps.ctx.engine.transaction(async (tx) => {
    const existing = async (): Promise<LoadedUser> => {
      const user = await loadUserByEmail(tx, email);
      if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
      return user;
    };
    let id: string;
    let kind: LinkKind;
    let token: { code: string; hash: string };
    if (type === 'signup' || type === 'invite') {
      id = await pendingUser(tx, email, { passwordHash, metadata, invited: type === 'invite' });
      kind = type;
      token = newOneTimeToken(email);
      await setConfirmationToken(tx, id, token.hash);
    } else if (type === 'recovery' || type === 'magiclink') {
      id = (await existing()).row.id;
      kind = type;
      token = newOneTimeToken(email);
      await tx.query(
        'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
        [id, token.hash],
      );
    } else if (newEmail !== undefined) {
      id = (await existing()).row.id;
      await ensureEmailFree(tx, newEmail, null);
      kind = 'email_change';
      token = newOneTimeToken(newEmail);
      await tx.query(
        `update auth.users set email_change = $2, email_change_token_new = $3,
           email_change_sent_at = now() where id = $1`,
        [id, newEmail, token.hash],
      );
    } else {
      throw new AuthError(400, 'validation_failed', 'Invalid link type');
    }
    deps.verifyFailuresByEmail.reset(newEmail ?? email);
    return { user: (await loadUserById(tx, id))!, kind, token };
  });
  // A magic link for an existing user is GoTrue's recovery token under another name.
  const verifyAs = result.kind === 'magiclink' ? 'recovery' : result.kind;
  sendJson(res, 200, {
    ...userJson(result.user),
    action_link: verifyLink(deps.ctx.config, result.token.hash, verifyAs, redirectTo),
    email_otp: result.token.code,
    hashed_token: result.token.hash,
    redirect_to: redirectTo,
    verification_type: result.kind,
  });
}
