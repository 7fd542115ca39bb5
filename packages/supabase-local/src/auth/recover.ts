import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';
import type { AuthDeps } from './auth-options.ts';
import { checkMailLimits } from './mail-limits.ts';
import { queueCodeMail, safeRedirect } from './email-links.ts';
import { readObjectBody, requireEmail } from './validation.ts';

/**
 * POST /recover: mails a recovery link when the address belongs to a user. The answer is
 * the same `{}` either way, so nobody can learn which addresses have accounts.
 */
export async function recover(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const body = await readObjectBody(req, deps.bodyLimitBytes);
  const email = requireEmail(body.email, 'Password recovery requires an email');
  checkMailLimits(deps, req, email);
  const { config, engine } = deps.ctx;
  const redirectTo = safeRedirect(config, url.searchParams.get('redirect_to'));
  await engine.transaction(async (tx) => {
    const known = await tx.query(
      'select 1 from auth.users where lower(email) = $1 and deleted_at is null for update',
      [email],
    );
    if (known.rows.length === 0) return;
    const hash = await queueCodeMail(
      tx,
      config,
      {
        to: email,
        kind: 'recovery',
        subject: 'Reset your password',
        purpose: 'choose a new password',
        redirectTo,
      },
      (address) => deps.verifyFailuresByEmail.reset(address),
    );
    await tx.query(
      `update auth.users set recovery_token = $2, recovery_sent_at = now()
        where lower(email) = $1 and deleted_at is null`,
      [email, hash],
    );
  });
  sendJson(res, 200, {});
}
