import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson } from '../http/body.ts';
import { sendJson } from '../http/respond.ts';
import type { AuthDeps } from './auth-options.ts';
import { checkMailLimits } from './mail-limits.ts';
import { newOneTimeToken, safeRedirect, verifyLink } from './email-links.ts';
import { queueMail } from './outbox.ts';
import { asObject, requireEmail } from './validation.ts';

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
  const body = asObject(await readJson(req, deps.bodyLimitBytes));
  const email = requireEmail(body.email, 'Password recovery requires an email');
  checkMailLimits(deps, req, email);
  const { config, engine } = deps.ctx;
  const redirectTo = safeRedirect(config, url.searchParams.get('redirect_to'));
  const { code, hash } = newOneTimeToken(email);
  deps.verifyFailuresByEmail.reset(email);
  await engine.transaction(async (tx) => {
    const updated = await tx.query<{ email: string }>(
      `update auth.users set recovery_token = $2, recovery_sent_at = now()
        where lower(email) = $1 and deleted_at is null
        returning email`,
      [email, hash],
    );
    if (updated.rows.length === 0) return;
    const link = verifyLink(config, hash, 'recovery', redirectTo);
    await queueMail(tx, {
      to: email,
      subject: 'Reset your password',
      body: `Follow this link to choose a new password:\n${link}\n\nOr enter the code: ${code}`,
      link,
      kind: 'recovery',
    });
  });
  sendJson(res, 200, {});
}
