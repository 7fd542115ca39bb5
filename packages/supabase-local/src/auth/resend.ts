import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';
import { validationFailed } from './auth-error.ts';
import type { AuthDeps } from './auth-options.ts';
import { safeRedirect } from './email-links.ts';
import { mailSignupLink } from './signup-link.ts';
import { checkMailLimits } from './mail-limits.ts';
import { readObjectBody, requireEmail } from './validation.ts';

/**
 * POST /resend { type: 'signup', email }: a new confirmation link for a sign-up still waiting for
 * one. The answer is `{}` whether or not such a sign-up exists, as for recovery. Email-change
 * links are sent again by asking for the change again.
 */
export async function resend(
  deps: AuthDeps,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const body = await readObjectBody(req, deps.bodyLimitBytes);
  if (body.type !== 'signup') throw validationFailed('Only signup confirmations can be resent');
  const email = requireEmail(body.email, 'An email address is required');
  checkMailLimits(deps, req, email);
  const { config, engine } = deps.ctx;
  const redirectTo = safeRedirect(config, url.searchParams.get('redirect_to'));
  await engine.transaction(async (tx) => {
    const waiting = await tx.query<{ id: string }>(
      `select id::text as id from auth.users
        where lower(email) = $1 and email_confirmed_at is null and deleted_at is null for update`,
      [email],
    );
    const id = waiting.rows[0]?.id;
    if (!id) return;
    await mailSignupLink(deps, tx, { id, email, redirectTo });
  });
  sendJson(res, 200, {});
}
