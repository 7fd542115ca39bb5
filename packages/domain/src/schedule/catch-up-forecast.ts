import { addDays, daysBetween, type DayString } from '../days/day-session.ts';
import { retrievability } from '../fsrs/retrievability.ts';
import {
  CATCH_UP_CAP_MAX,
  CATCH_UP_CAP_MIN,
  CATCH_UP_MAX_DAYS,
  type CatchUpCard,
  type CatchUpOffer,
} from './catch-up-plan.ts';

/** One day of a plan's forecast. */
export interface CatchUpDay {
  day: DayString;
  /** Cards asked that day: the cap, or every due card on the last day. */
  cards: number;
  /** Phrases due that day before the cap (the server's due_at_start). */
  due: number;
}

export interface CatchUpForecast {
  days: CatchUpDay[];
  /** False when the backlog still exceeds the cap after CATCH_UP_MAX_DAYS days. */
  finishes: boolean;
}

/** A card with its days counted from today, so that each simulated day is arithmetic. */
interface PlannedCard {
  phraseId: string;
  recognise: boolean;
  /** Days from its last review to today. */
  elapsed: number;
  stability: number;
  /** Days from today to a balanced card's due day; null: due by its recall. */
  dueIn: number | null;
}

function plannedCard(card: CatchUpCard, today: DayString): PlannedCard {
  return {
    phraseId: card.phraseId,
    recognise: card.direction === 'recognise',
    elapsed: Math.max(0, daysBetween(card.lastDay, today)),
    stability: card.stability,
    dueIn: card.dueDay === null ? null : daysBetween(today, card.dueDay),
  };
}

/**
 * The plan day by day from `today` under a daily cap, as review_day_setup will build each
 * day: the cards due that day (those falling due during the plan included), a phrase once
 * (the direction with the lower recall tomorrow, recognise on a tie), lowest predicted recall
 * first, at most `cap`; the plan ends on the first day whose due phrases fit the cap.
 * A card reviewed during the plan is counted once: reviewed late and recalled, its next
 * interval is longer than the plan; one forgotten comes back sooner, which the real days
 * take in and the forecast does not.
 */
export function catchUpForecast(
  offer: CatchUpOffer,
  today: DayString,
  cap: number,
): CatchUpForecast {
  if (!Number.isInteger(cap) || cap < CATCH_UP_CAP_MIN)
    throw new RangeError(`cap must be a whole number of at least 1, got ${cap}`);
  const { decay, desiredRetention } = offer;
  const waiting = new Set(offer.cards.map((card) => plannedCard(card, today)));
  const days: CatchUpDay[] = [];
  for (let index = 0; index < CATCH_UP_MAX_DAYS; index++) {
    const byPhrase = new Map<string, { card: PlannedCard; recall: number; tomorrow: number }>();
    for (const card of waiting) {
      const recall = retrievability(card.elapsed + index, card.stability, decay);
      // The database's due rule (private.card_is_due): a balanced card's day, else R ≤ retention.
      const due = card.dueIn === null ? recall <= desiredRetention : index >= card.dueIn;
      if (!due) continue;
      const tomorrow = retrievability(card.elapsed + index + 1, card.stability, decay);
      const sibling = byPhrase.get(card.phraseId);
      const better =
        !sibling ||
        tomorrow < sibling.tomorrow ||
        (tomorrow === sibling.tomorrow && card.recognise);
      if (better) byPhrase.set(card.phraseId, { card, recall, tomorrow });
    }
    const day = addDays(today, index);
    const due = [...byPhrase.values()];
    if (due.length <= cap) {
      days.push({ day, cards: due.length, due: due.length });
      return { days, finishes: true };
    }
    due.sort((a, b) => a.recall - b.recall);
    for (const { card } of due.slice(0, cap)) waiting.delete(card);
    days.push({ day, cards: cap, due: due.length });
  }
  return { days, finishes: false };
}

/**
 * The smallest daily cap whose plan lasts at most `days` days (the learner picked a number of
 * days); the largest cap when no cap is small enough.
 */
export function catchUpCapForDays(offer: CatchUpOffer, today: DayString, days: number): number {
  const fits = (cap: number) => {
    const forecast = catchUpForecast(offer, today, cap);
    return forecast.finishes && forecast.days.length <= days;
  };
  let low = CATCH_UP_CAP_MIN;
  let high = CATCH_UP_CAP_MAX;
  if (!fits(high)) return high;
  // A larger cap takes at least as many cards each day, so the plan does not get longer:
  // the smallest fitting cap is found by halving.
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}
