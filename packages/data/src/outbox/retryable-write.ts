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

/**
 * A supabase-js answer's error as the outboxes and forms read it: a WriteRefusedError when it is
 * a refusal, else an error worth another try; both keep the Postgres code.
 */
export function writeFailure(
  status: number,
  { message, code }: { message: string; code?: string },
): Error & { code?: string } {
  return isRetryableWrite(status, code)
    ? Object.assign(new Error(message), { code })
    : new WriteRefusedError(message, code);
}
