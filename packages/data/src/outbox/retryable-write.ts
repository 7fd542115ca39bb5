/**
 * Whether a write the server did not take is worth sending again, from the answer's HTTP status
 * and Postgres code: no answer (status 0), an expired session, throttling or a server fault are;
 * the database's own refusals are not, whatever status the REST layer gives them: errors raised
 * by a function (P0…, which PostgREST answers with 400 or 500), bad data (22…), broken rules
 * (23…) and missing rights (42…).
 */
export function isRetryableWrite(status: number, code: string | undefined): boolean {
  if (status === 0 || status === 401 || status === 408 || status === 429) return true;
  if (code && /^(P0|22|23|42)/.test(code)) return false;
  return status >= 500;
}

/** A write the database refused: sending it again cannot succeed. Its message is the database's. */
export class WriteRefusedError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'WriteRefusedError';
  }
}

/** What a write that got no answer says, where the browser would say 'TypeError: Failed to fetch'. */
export const NO_ANSWER = 'The server did not answer';

/**
 * A supabase-js answer's error as the outboxes and forms read it: a WriteRefusedError when it is
 * a refusal, else an error worth another try; both keep the Postgres code. The outboxes show
 * the message ('Not sent: …'), so no answer at all is told in words, not the browser's.
 */
export function writeFailure(
  status: number,
  { message, code }: { message: string; code?: string },
): Error & { code?: string } {
  if (!isRetryableWrite(status, code)) return new WriteRefusedError(message, code);
  return Object.assign(new Error(status === 0 ? NO_ANSWER : message), { code });
}
