import { getSupabase } from '@phrasebook/data';
import { writeFailure } from '@phrasebook/data/outbox';
import type { QueuedReviewWrite } from '@phrasebook/domain';

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
  // The idempotent insert makes a retry safe (docs/product.md §4).
  if (response.error) throw writeFailure(response.status, response.error);
  return response.data;
}
