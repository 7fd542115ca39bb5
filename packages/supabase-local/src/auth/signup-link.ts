import type { Sql } from '../engine/types.ts';
import type { AuthDeps } from './auth-options.ts';
import { queueCodeMail } from './email-links.ts';

/** Mails user `id` a new sign-up confirmation link and code; only the newest one works. */
export async function mailSignupLink(
  deps: AuthDeps,
  tx: Sql,
  user: { id: string; email: string; redirectTo: string },
): Promise<void> {
  const hash = await queueCodeMail(
    tx,
    deps.ctx.config,
    {
      to: user.email,
      kind: 'signup',
      subject: 'Confirm your signup',
      purpose: 'confirm your email address and finish signing up',
      redirectTo: user.redirectTo,
    },
    (address) => deps.verifyFailuresByEmail.reset(address),
  );
  await tx.query(
    'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
    [user.id, hash],
  );
}
