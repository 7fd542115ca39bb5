import { isFiniteNumber, isListOf, isRecord, isUuid, isWholeNumber } from './json-guards.ts';

/** review_day_setup's answer (docs/product.md §4): due cards and new-card candidates by source. */
export interface ReviewSetup {
  daily_review_goal: number;
  count_cards: number;
  due: string[];
  /** Phrases asked in the recall direction because that card is due (docs/product.md §4). */
  recall_due: string[];
  recommended: string[];
  deck_new: string[];
  /** Phrases whose recall card may start today: their recognise card was reviewed before. */
  recall_new: string[];
  library: string[];
}

/** Which way a card asks (docs/product.md §3 "Directions"). */
export type CardDirection = 'recognise' | 'recall';

export const isCardDirection = (value: unknown): value is CardDirection =>
  value === 'recognise' || value === 'recall';

/** One row of review_day_cards: a card of the day with its phrase and state before the day. */
export interface ReviewCard {
  phrase_id: string;
  card_index: number;
  text: string;
  translations: { lang: string; text: string }[];
  difficulty: number | null;
  stability: number | null;
  last_day_session: string | null;
  direction: CardDirection;
}

/** A server answer that is not what the review screens were built for. */
export class ReviewRowError extends Error {
  constructor(source: string, problem: string) {
    super(`${source}: ${problem}`);
    this.name = 'ReviewRowError';
  }
}

const idLists = ['due', 'recommended', 'deck_new', 'library'] as const;
/** Lists a server from before two-way cards leaves out: then there are none. */
const recallLists = ['recall_due', 'recall_new'] as const;

/** Checks review_day_setup's answer (the RPC returns untyped JSON); throws {@link ReviewRowError}. */
export function parseReviewSetup(value: unknown): ReviewSetup {
  const fail = (problem: string) => new ReviewRowError('review_day_setup', problem);
  if (!isRecord(value)) throw fail('not an object');
  const { daily_review_goal, count_cards } = value;
  if (!isWholeNumber(daily_review_goal) || daily_review_goal < 1)
    throw fail('daily_review_goal is not a whole number of 1 or more');
  if (!isWholeNumber(count_cards)) throw fail('count_cards is not a whole number');
  const [due, recommended, deck_new, library] = idLists.map((key) => {
    const ids = value[key];
    if (!isListOf(ids, isUuid)) throw fail(`${key} is not a list of uuids`);
    return ids;
  }) as [string[], string[], string[], string[]];
  const [recall_due, recall_new] = recallLists.map((key) => {
    const ids = value[key] ?? [];
    if (!isListOf(ids, isUuid)) throw fail(`${key} is not a list of uuids`);
    return ids;
  }) as [string[], string[]];
  return {
    daily_review_goal,
    count_cards,
    due,
    recall_due,
    recommended,
    deck_new,
    recall_new,
    library,
  };
}

const isNullableNumber = (value: unknown): value is number | null =>
  value === null || isFiniteNumber(value);

function isTranslation(value: unknown): value is { lang: string; text: string } {
  return isRecord(value) && typeof value.lang === 'string' && typeof value.text === 'string';
}

/** The card in `row`, or the name of the first field that is wrong. */
function reviewCardOf(row: unknown): ReviewCard | string {
  if (!isRecord(row)) return 'not an object';
  const { phrase_id, card_index, text, translations, difficulty, stability, last_day_session } =
    row;
  const direction = row.direction ?? 'recognise';
  if (!isUuid(phrase_id)) return 'phrase_id';
  if (!isWholeNumber(card_index)) return 'card_index';
  if (typeof text !== 'string') return 'text';
  if (!isListOf(translations, isTranslation)) return 'translations';
  if (!isNullableNumber(difficulty)) return 'difficulty';
  if (!isNullableNumber(stability)) return 'stability';
  if (last_day_session !== null && typeof last_day_session !== 'string') return 'last_day_session';
  if (!isCardDirection(direction)) return 'direction';
  return {
    phrase_id,
    card_index,
    text,
    translations: translations.map(({ lang, text }) => ({ lang, text })),
    difficulty,
    stability,
    last_day_session,
    direction,
  };
}

/** Checks review_day_cards' rows (the JSON columns are untyped on the wire); throws {@link ReviewRowError}. */
export function parseReviewCards(rows: unknown): ReviewCard[] {
  if (!Array.isArray(rows)) throw new ReviewRowError('review_day_cards', 'not a list of rows');
  return Array.from(rows, (row: unknown, index) => {
    const card = reviewCardOf(row);
    if (typeof card === 'string')
      throw new ReviewRowError('review_day_cards', `row ${index}: ${card} is wrong`);
    return card;
  });
}
