import type { IncomingMessage } from 'node:http';
import { tooManyMails, tooManyRequests } from './auth-error.ts';
import type { AuthDeps } from './auth-options.ts';
import { clientIp } from './client-address.ts';

/**
 * Before a recovery or email-change mail goes out: a limit per client IP, and one mail a
 * minute per address, as GoTrue keeps. The address counts whether or not it has an
 * account, so the answer never tells which addresses do.
 */
export function checkMailLimits(deps: AuthDeps, req: IncomingMessage, address: string): void {
  if (!deps.mailByIp.take(clientIp(req))) throw tooManyRequests();
  if (!deps.mailByAddress.take(address)) throw tooManyMails(deps.mailIntervalSeconds);
}
