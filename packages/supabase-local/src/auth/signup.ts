import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Sql } from '../engine/types.ts';
import { sendJson } from '../http/respond.ts';
import { tooManyRequests } from './auth-error.ts';
import type { AuthDeps } from './auth-options.ts';
import { safeRedirect } from './email-links.ts';
import { checkMailLimits } from './mail-limits.ts';
import { clientIp, clientOf } from './client-address.ts';
import { hashPassword } from './passwords.ts';
import { createUser } from './create-user.ts';
import { mailSignupLink } from './signup-link.ts';
import { startSession } from './sessions.ts';
import { loadUserByEmail, loadUserById, userJson } from './user-json.ts';
import { optionalObject, readObjectBody, requireEmail, requirePassword } from './validation.ts';

/**
 * POST /signup with email + password. By default sign-ups are confirmed at once (the Supabase
 * CLI's local default) and the answer is a session, as GoTrue gives with autoconfirm. With
 * `confirmEmail` on (hosted projects' default) the answer is the user alone, and the session
 * comes from the confirmation link mailed to the address (verify.ts).
 */
export async function signUp(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const body = await readObjectBody(req, deps.bodyLimitBytes);
  const email = requireEmail(body.email, 'To signup, please provide your email');
  const password = requirePassword(
    body.password,
    deps.passwordMinLength,
    'Signup requires a valid password',
  );
  const metadata = optionalObject(body.data, 'data') ?? {};
  if (!deps.signUpByIp.take(clientIp(req))) throw tooManyRequests();
  if (deps.confirmEmail) {
    checkMailLimits(deps, req, email);
    const passwordHash = await hashPassword(password, deps.passwordHashCost);
    const redirectTo = safeRedirect(deps.ctx.config, url.searchParams.get('redirect_to'));
    const user = await deps.ctx.engine.transaction((tx) =>
      signUpAwaitingConfirmation(deps, tx, { email, passwordHash, metadata, redirectTo }),
    );
    sendJson(res, 200, user);
    return;
  }
  const passwordHash = await hashPassword(password, deps.passwordHashCost);
  const session = await deps.ctx.engine.transaction(async (tx) => {
    const id = await createUser(tx, {
      email,
      passwordHash,
      userMetadata: metadata,
      confirmed: true,
    });
    return startSession(tx, deps.ctx.config, id, 'password', clientOf(req));
  });
  sendJson(res, 200, session);
}

/**
 * Creates the unconfirmed user (or finds the one an earlier sign-up left unconfirmed) and mails
 * the link. An address that already has a confirmed account gets no mail and a made-up user, as
 * GoTrue answers with confirmations on, so the answer never tells which addresses have one.
 */
async function signUpAwaitingConfirmation(
  deps: AuthDeps,
  tx: Sql,
  user: {
    email: string;
    passwordHash: string;
    metadata: Record<string, unknown>;
    redirectTo: string;
  },
): Promise<Record<string, unknown>> {
  const existing = await loadUserByEmail(tx, user.email);
  if (existing?.row.email_confirmed_at) return madeUpUser(user.email);
  const id =
    existing?.row.id ??
    (await createUser(tx, {
      email: user.email,
      passwordHash: user.passwordHash,
      userMetadata: user.metadata,
      confirmed: false,
    }));
  await mailSignupLink(deps, tx, { id, email: user.email, redirectTo: user.redirectTo });
  return userJson((await loadUserById(tx, id))!);
}

function madeUpUser(email: string): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
