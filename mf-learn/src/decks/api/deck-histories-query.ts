import { queryOptions } from '@tanstack/react-query';
import { deckKeys, getSupabase } from '@phrasebook/data';
import { cardHistories, isCardDirection, isScore, type CardHistory } from '@phrasebook/domain';

/** Rows per request: hosted Supabase answers at most 1,000 by default. */
const PAGE = 1000;

type ReviewRow = {
  lang: string;
  phrase_id: string;
  direction: string;
  day_session: string;
  score: number;
};

/** My scheduling reviews (the first of each day per card), of one deck or of all of them. */
async function readReviews(uid: string, lang?: string): Promise<ReviewRow[]> {
  const rows: ReviewRow[] = [];
  for (let from = 0; ; from += PAGE) {
    let query = getSupabase()
      .from('user_card_review')
      .select('lang, phrase_id, direction, day_session, score')
      .eq('uid', uid)
      .eq('day_first_review', true);
    if (lang !== undefined) query = query.eq('lang', lang);
    const { data, error } = await query.order('id').range(from, from + PAGE - 1);
    if (error) throw error;
    rows.push(...data);
    if (data.length < PAGE) break;
  }
  return rows;
}

function toHistories(rows: readonly ReviewRow[]): CardHistory[] {
  return cardHistories(
    rows.flatMap(({ direction, score, phrase_id, day_session }) =>
      isScore(score) && isCardDirection(direction)
        ? [{ phrase_id, day_session, direction, score, day_first_review: true }]
        : [],
    ),
  );
}

/**
 * Every scheduling review of my deck in one language, per card (a phrase in one direction):
 * what the before/after figures and the workload estimate are computed from. Both directions'
 * reviews are read: one parameter set serves the deck (docs/scheduling.md "Optimising").
 */
export function deckHistoriesQuery(uid: string, lang: string) {
  return queryOptions({
    queryKey: [...deckKeys.detail(lang), 'histories', uid] as const,
    queryFn: async (): Promise<CardHistory[]> => toHistories(await readReviews(uid, lang)),
    staleTime: 60_000,
  });
}

/**
 * Every scheduling review of all my decks, per deck language: the optimiser fits my schedule
 * on all of them. Read only when optimising starts, as a learner's whole history is the
 * largest read. A plain object: the query cache is persisted as JSON, which a Map does not survive.
 */
export function learnerHistoriesQuery(uid: string) {
  return queryOptions({
    queryKey: [...deckKeys.all, 'learner-histories', uid] as const,
    queryFn: async (): Promise<Record<string, CardHistory[]>> => {
      const byDeck = new Map<string, ReviewRow[]>();
      for (const row of await readReviews(uid)) {
        byDeck.set(row.lang, [...(byDeck.get(row.lang) ?? []), row]);
      }
      return Object.fromEntries([...byDeck].map(([lang, rows]) => [lang, toHistories(rows)]));
    },
    staleTime: 60_000,
  });
}
