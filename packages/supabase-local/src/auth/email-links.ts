import { createHash, randomInt } from 'node:crypto';
import type { ServerConfig } from '../context.ts';
import type { Sql } from '../engine/types.ts';
import { queueMail } from './outbox.ts';

/** A 6-digit code and GoTrue's token hash for it: hex(sha224(email + code)). */
export function newOneTimeToken(email: string): { code: string; hash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, hash: tokenHash(email, code) };
}

export function tokenHash(email: string, code: string): string {
  return createHash('sha224')
    .update(email.toLowerCase() + code)
    .digest('hex');
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where an email link may send the browser: the site URL's origin or any local address
 * (the local stand-in for GoTrue's redirect allow-list); anything else falls back to the
 * site URL, as GoTrue does.
 */
export function safeRedirect(config: ServerConfig, requested: string | null | undefined): string {
  if (requested) {
    try {
      const url = new URL(requested);
      const site = new URL(config.siteUrl);
      if (
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        (url.origin === site.origin || localHosts.has(url.hostname))
      ) {
        return url.toString();
      }
    } catch {
      // not a URL: use the site URL
    }
  }
  return config.siteUrl;
}

/** The link in a mail: GET /auth/v1/verify, which redirects on to `redirectTo`. */
export function verifyLink(
  config: ServerConfig,
  hash: string,
  type: string,
  redirectTo: string,
): string {
  const params = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${config.apiUrl}/auth/v1/verify?${params.toString()}`;
}

/** `redirect#params` with any fragment the target already had replaced. */
export function withFragment(target: string, params: Record<string, string>): string {
  const base = target.split('#')[0] ?? target;
  return `${base}#${new URLSearchParams(params).toString()}`;
}

export interface CodeMail {
  to: string;
  kind: 'signup' | 'invite' | 'recovery' | 'email_change';
  subject: string;
  /** What the link does, as the mail's first line says it. */
  purpose: string;
  /** Where the link leads once followed (already checked by `safeRedirect`). */
  redirectTo: string;
}

/**
 * Puts a mail with a link and a 6-digit code in the outbox and answers the token hash to
 * store; a new code also ends the count of wrong guesses for the address (verify.ts).
 */
export async function queueCodeMail(
  tx: Sql,
  config: ServerConfig,
  mail: CodeMail,
  onNewCode: (address: string) => void,
): Promise<string> {
  const { code, hash } = newOneTimeToken(mail.to);
  onNewCode(mail.to);
  const link = verifyLink(config, hash, mail.kind, mail.redirectTo);
  await queueMail(tx, {
    to: mail.to,
    subject: mail.subject,
    body: `Follow this link to ${mail.purpose}:\n${link}\n\nOr enter the code: ${code}`,
    link,
    kind: mail.kind,
  });
  return hash;
}
