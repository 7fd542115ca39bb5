import { getSupabase } from '@phrasebook/data';
import type { OutboxEntry } from '@phrasebook/domain';

/** A write the server answered with a refusal: sending it again cannot succeed. */
export class ReviewRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReviewRefusedError';
  }
}

// No answer (status 0), a server fault, an expired session or throttling are worth retrying;
// any other 4xx is the database refusing the write (docs/product.md §4 "never lost" relies on
// the idempotent insert to make the retries safe).
function isRetryable(status: number): boolean {
  return status === 0 || status >= 500 || status === 401 || status === 408 || status === 429;
}

/** Sends one outbox entry: insert_user_card_review with its client-made id, or update_user_card_review. */
export async function postReviewWrite(entry: OutboxEntry) {
  const supabase = getSupabase();
  const response =
    entry.kind === 'insert'
      ? await supabase.rpc('insert_user_card_review', {
          score: entry.score,
          phrase_id: entry.phrase_id,
          lang: entry.lang,
          day_session: entry.day_session,
          review_id: entry.review_id,
        })
      : await supabase.rpc('update_user_card_review', {
          score: entry.score,
          review_id: entry.review_id,
        });
  if (response.error) {
    const { message } = response.error;
    throw isRetryable(response.status) ? new Error(message) : new ReviewRefusedError(message);
  }
  return response.data;
}
