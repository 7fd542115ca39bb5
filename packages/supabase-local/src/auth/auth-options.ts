import type { ServerContext } from '../context.ts';
import { RateLimiter } from './rate-limit.ts';

/** Tunables of the auth API. Defaults follow GoTrue where it has one. */
export interface AuthOptions {
  /** Minimum password length. @default 8 */
  passwordMinLength?: number;
  /** bcrypt cost. @default 10 (GoTrue's); tests may lower it for speed. */
  passwordHashCost?: number;
  /** Seconds an already-rotated refresh token may still be presented (concurrent tabs). @default 10 */
  refreshReuseIntervalSeconds?: number;
  /** Password sign-in attempts allowed per email per window. @default 30 */
  signInPerEmail?: number;
  /**
   * Password sign-in attempts allowed per client IP per window. @default 30 (hosted projects'
   * and the Supabase CLI's); tests and benchmarks raise it with SUPABASE_LOCAL_SIGNIN_PER_IP
   */
  signInPerIp?: number;
  /** Verification requests (links and codes) allowed per client IP per window. @default 30 (GoTrue's) */
  verifyPerIp?: number;
  /** Wrong codes for one address after which its pending codes are void. @default 5 */
  verifyFailuresPerAddress?: number;
  /**
   * Sign-ups allowed per client IP per window. @default 30 (hosted projects' and the Supabase
   * CLI's); tests and benchmarks raise it with SUPABASE_LOCAL_SIGNUP_PER_IP
   */
  signUpPerIp?: number;
  /** Recovery and email-change mails allowed per client IP per window. @default 30 */
  mailPerIp?: number;
  /** Seconds before another mail may go to the same address. @default 60 (GoTrue's) */
  mailIntervalSeconds?: number;
  /** Rate-limit window. @default 300 */
  rateLimitWindowSeconds?: number;
  /** How long recovery and email-change links stay valid. @default 3600 */
  linkLifetimeSeconds?: number;
  /** Largest accepted JSON body. @default 65536 */
  bodyLimitBytes?: number;
  /**
   * Sign-ups wait for the link mailed to the address, as on hosted projects; off by default,
   * as in the Supabase CLI, so a sign-up answers a session at once. @default false
   */
  confirmEmail?: boolean;
}

export interface AuthDeps {
  ctx: ServerContext;
  passwordMinLength: number;
  passwordHashCost: number;
  refreshReuseIntervalSeconds: number;
  linkLifetimeSeconds: number;
  bodyLimitBytes: number;
  signInByEmail: RateLimiter;
  signInByIp: RateLimiter;
  verifyByIp: RateLimiter;
  verifyFailuresByEmail: RateLimiter;
  signUpByIp: RateLimiter;
  mailByIp: RateLimiter;
  mailByAddress: RateLimiter;
  mailIntervalSeconds: number;
  confirmEmail: boolean;
}

export function authDeps(ctx: ServerContext, options: AuthOptions = {}): AuthDeps {
  const windowMs = (options.rateLimitWindowSeconds ?? 300) * 1000;
  return {
    ctx,
    passwordMinLength: options.passwordMinLength ?? 8,
    passwordHashCost: options.passwordHashCost ?? 10,
    refreshReuseIntervalSeconds: options.refreshReuseIntervalSeconds ?? 10,
    linkLifetimeSeconds: options.linkLifetimeSeconds ?? 3600,
    bodyLimitBytes: options.bodyLimitBytes ?? 65_536,
    signInByEmail: new RateLimiter(options.signInPerEmail ?? 30, windowMs),
    signInByIp: new RateLimiter(options.signInPerIp ?? 30, windowMs),
    verifyByIp: new RateLimiter(options.verifyPerIp ?? 30, windowMs),
    signUpByIp: new RateLimiter(options.signUpPerIp ?? 30, windowMs),
    mailByIp: new RateLimiter(options.mailPerIp ?? 30, windowMs),
    mailByAddress: new RateLimiter(1, (options.mailIntervalSeconds ?? 60) * 1000),
    mailIntervalSeconds: options.mailIntervalSeconds ?? 60,
    confirmEmail: options.confirmEmail ?? false,
    // Counted for as long as a code lives, so waiting out the window buys no new guesses.
    verifyFailuresByEmail: new RateLimiter(
      options.verifyFailuresPerAddress ?? 5,
      (options.linkLifetimeSeconds ?? 3600) * 1000,
    ),
  };
}
