import { daysBetween, isDayString, type DayString } from '../days/day-session.ts';
import { isFiniteNumber, isListOf, isRecord, isWholeNumber } from '../review/json-guards.ts';
import { isCardDirection, type CardDirection } from '../review/review-day-rows.ts';

/** The daily cap a catch-up plan may have (the database's `catch_up_daily_cap_1_to_500`). */
export const CATCH_UP_CAP_MIN = 1;
export const CATCH_UP_CAP_MAX = 500;
/** The longest plan the forecast looks at (the database's `catch_up_planned_days_1_to_365`). */
export const CATCH_UP_MAX_DAYS = 365;
/** The database's refusal of a cap out of bounds, shown word for word (docs/product.md §5). */
export const CATCH_UP_CAP_MESSAGE = 'A daily cap is a whole number of cards from 1 to 500';

/** A reviewed card as the offer hands it over: enough to know when it falls due and its recall. */
export interface CatchUpCard {
  phraseId: string;
  direction: CardDirection;
  /** The day of its newest scheduling review. */
  lastDay: DayString;
  stability: number;
  /** The day a balanced deck set for it (docs/scheduling.md); null: due by its recall. */
  dueDay: DayString | null;
}

/** review_day_setup's offer of a plan (docs/product.md §4 "A plan after a break"). */
export interface CatchUpOffer {
  lastReviewDay: DayString;
  dueCount: number;
  desiredRetention: number;
  decay: number;
  cards: CatchUpCard[];
}

/** The deck's open plan, as review_day_setup names it. */
export interface CatchUpPlan {
  dailyCap: number;
  plannedDays: number;
  startedOn: DayString;
  /** Phrases due today before the cap. */
  dueCount: number;
}

export interface CatchUp {
  offer: CatchUpOffer | null;
  plan: CatchUpPlan | null;
}

/** True for a cap the database accepts. */
export const isCatchUpCap = (value: number) =>
  Number.isInteger(value) && value >= CATCH_UP_CAP_MIN && value <= CATCH_UP_CAP_MAX;

class CatchUpRowError extends Error {
  constructor(problem: string) {
    super(`review_day_setup: ${problem}`);
    this.name = 'CatchUpRowError';
  }
}

function cardOf(row: unknown): CatchUpCard {
  if (!Array.isArray(row)) throw new CatchUpRowError('a catch-up card is not a list');
  const [phraseId, direction, lastDay, stability, dueDay = null] = row as unknown[];
  if (typeof phraseId !== 'string') throw new CatchUpRowError('a catch-up card has no phrase');
  if (!isCardDirection(direction)) throw new CatchUpRowError('a catch-up card has no direction');
  if (!isDayString(lastDay)) throw new CatchUpRowError('a catch-up card has no last day');
  if (!isFiniteNumber(stability) || stability <= 0)
    throw new CatchUpRowError('a catch-up card has no stability');
  if (dueDay !== null && !isDayString(dueDay))
    throw new CatchUpRowError('a catch-up card has a wrong due day');
  return { phraseId, direction, lastDay, stability, dueDay };
}

/**
 * The plan parts of review_day_setup's answer (the RPC returns untyped JSON): the offer, the
 * open plan, or neither. Throws on a malformed answer.
 */
export function parseCatchUp(setup: unknown): CatchUp {
  if (!isRecord(setup)) throw new CatchUpRowError('not an object');
  const { catch_up_offer: offer, catch_up_plan: plan } = setup;
  let parsedOffer: CatchUpOffer | null = null;
  if (offer !== undefined && offer !== null) {
    if (!isRecord(offer)) throw new CatchUpRowError('catch_up_offer is not an object');
    const { last_review_day, due_count, desired_retention, decay, cards } = offer;
    if (!isDayString(last_review_day)) throw new CatchUpRowError('last_review_day is wrong');
    if (!isWholeNumber(due_count)) throw new CatchUpRowError('due_count is wrong');
    if (!isFiniteNumber(desired_retention) || !isFiniteNumber(decay))
      throw new CatchUpRowError('the schedule is wrong');
    if (!isListOf(cards, Array.isArray)) throw new CatchUpRowError('cards is not a list');
    parsedOffer = {
      lastReviewDay: last_review_day,
      dueCount: due_count,
      desiredRetention: desired_retention,
      decay,
      cards: cards.map(cardOf),
    };
  }
  let parsedPlan: CatchUpPlan | null = null;
  if (plan !== undefined && plan !== null) {
    if (!isRecord(plan)) throw new CatchUpRowError('catch_up_plan is not an object');
    const { daily_cap, planned_days, started_on, due_count } = plan;
    if (!isWholeNumber(daily_cap) || !isWholeNumber(planned_days) || !isWholeNumber(due_count))
      throw new CatchUpRowError('catch_up_plan has a wrong count');
    if (!isDayString(started_on)) throw new CatchUpRowError('started_on is wrong');
    parsedPlan = {
      dailyCap: daily_cap,
      plannedDays: planned_days,
      startedOn: started_on,
      dueCount: due_count,
    };
  }
  return { offer: parsedOffer, plan: parsedPlan };
}

/** "Catch-up plan: day 2 of 5", or "day 6, planned for 5" when the plan runs late. */
export function catchUpPlanDay(plan: CatchUpPlan, today: DayString): string {
  const day = daysBetween(plan.startedOn, today) + 1;
  return day <= plan.plannedDays
    ? `Catch-up plan: day ${day} of ${plan.plannedDays}`
    : `Catch-up plan: day ${day}, planned for ${plan.plannedDays}`;
}
