import { getSupabase } from '@phrasebook/data';
import type { QueuedReviewWrite } from '@phrasebook/domain';

/** A write the server answered with a refusal: sending it again cannot succeed. */
export class ReviewRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReviewRefusedError';
  }
}

// No answer (status 0), an expired session, throttling, or a server fault are worth
// retrying (the idempotent insert makes retries safe, docs/product.md §4). The database's own
// refusals are not, whatever status the REST layer gives them: errors raised by the review
// functions (P0…, which PostgREST answers with 400 or 500), bad data (22…), broken rules
// (23…) and missing rights (42…).
function isRetryable(status: number, code: string | undefined): boolean {
  if (status === 0 || status === 401 || status === 408 || status === 429) return true;
  if (code && /^(P0|22|23|42)/.test(code)) return false;
  return status >= 500;
}

/** The RPC that carries one queued review write (docs/product.md §7). */
function sendEntry(entry: QueuedReviewWrite) {
  const supabase = getSupabase();
  switch (entry.kind) {
    case 'insert':
      return supabase.rpc('insert_user_card_review', {
        score: entry.score,
        phrase_id: entry.phrase_id,
        lang: entry.lang,
        day_session: entry.day_session,
        review_id: entry.review_id,
        // Recognise is the function's default: its calls stay the spec's.
        ...(entry.direction === 'recall' ? { direction: entry.direction } : {}),
        // Entries queued before time on a card was measured send the call as it was.
        ...(entry.duration_ms === undefined ? {} : { duration_ms: entry.duration_ms }),
      });
    case 'update':
      return supabase.rpc('update_user_card_review', {
        score: entry.score,
        review_id: entry.review_id,
      });
    case 'undo':
      return supabase.rpc('undo_user_card_review', { review_id: entry.review_id });
  }
}

/**
 * Sends one queued review write: insert_user_card_review with its client-made id,
 * update_user_card_review, or undo_user_card_review. The answer is the review's row; null for
 * an undo the server had already taken, or an insert it had already taken back.
 */
export async function postReviewWrite(entry: QueuedReviewWrite) {
  const response = await sendEntry(entry);
  if (response.error) {
    const { message, code } = response.error;
    throw isRetryable(response.status, code) ? new Error(message) : new ReviewRefusedError(message);
  }
  return response.data;
}
