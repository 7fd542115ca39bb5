import type { ReviewSetup } from './review-day-rows.ts';
/** Where a new card of today's set comes from (docs/product.md §4, in order of preference). */
export type NewCardSource = 'recommended' | 'deck' | 'recall' | 'library';

/** The candidates a deck offers for today, as the setup query returns them. */
export interface DayManifestInput {
  /** Due cards (active, reviewed, R ≤ 0.9), most forgotten first: all of them are reviewed. */
  due: readonly string[];
  /** Phrases whose recall card is due (and asked instead of its sibling), most forgotten first. */
  recallDue?: readonly string[];
  /** Friends' recommendations accepted and never reviewed, oldest acceptance first. */
  recommended: readonly string[];
  /** Unreviewed active cards of the deck, oldest first. */
  deckNew: readonly string[];
  /** Phrases whose recall card may start: their recognise card was reviewed on an earlier day. */
  recallNew?: readonly string[];
  /** Library phrases not in the deck with a translation the learner reads, newest first. */
  library: readonly string[];
  /** The deck's daily_review_goal (docs/product.md §3, default 15). */
  dailyGoal: number;
}

/** Today's set: the manifest to write and what it is made of. */
export interface DayManifest {
  /** Phrase ids in review order: new cards first, then due ones. */
  manifest: string[];
  /** Due cards in either direction. */
  due: string[];
  /** The manifest's phrases asked in the recall direction (new or due); the rest recognise. */
  recall: string[];
  /** The new cards chosen, by source. */
  newCards: Record<NewCardSource, string[]>;
  newCount: number;
  /** True when the sources could not fill the daily goal with new cards. */
  short: boolean;
}

/**
 * Today's set (docs/product.md §4): every due card, never capped, plus new cards up to the
 * daily goal, taken from the sources in order (recommendations, the deck's unreviewed cards,
 * recall cards ready to start, the library); a phrase offered by two sources counts once. The
 * manifest puts the new cards first, then the due ones. A deck with recall off has no recall
 * lists, and its day is the spec's exactly.
 */
export function buildDayManifest({
  due,
  recallDue = [],
  recommended,
  deckNew,
  recallNew = [],
  library,
  dailyGoal,
}: DayManifestInput): DayManifest {
  if (!Number.isInteger(dailyGoal) || dailyGoal < 1)
    throw new RangeError(`dailyGoal must be at least 1, got ${dailyGoal}`);

  const dueIds = [...new Set([...due, ...recallDue])];
  const taken = new Set(dueIds);
  const newCards: Record<NewCardSource, string[]> = {
    recommended: [],
    deck: [],
    recall: [],
    library: [],
  };
  const sources: [NewCardSource, readonly string[]][] = [
    ['recommended', recommended],
    ['deck', deckNew],
    ['recall', recallNew],
    ['library', library],
  ];
  let newCount = 0;
  for (const [source, ids] of sources) {
    for (const id of ids) {
      if (newCount >= dailyGoal) break;
      if (taken.has(id)) continue;
      taken.add(id);
      newCards[source].push(id);
      newCount++;
    }
  }
  const newIds = [
    ...newCards.recommended,
    ...newCards.deck,
    ...newCards.recall,
    ...newCards.library,
  ];
  const recallDueIds = new Set(recallDue);
  return {
    manifest: [...newIds, ...dueIds],
    due: dueIds,
    recall: [...newCards.recall, ...dueIds.filter((id) => recallDueIds.has(id))],
    newCards,
    newCount,
    short: newCount < dailyGoal,
  };
}

/** review_day_setup's answer as the day's set reads it. */
export function manifestInputOf(setup: ReviewSetup): DayManifestInput {
  return {
    due: setup.due,
    recallDue: setup.recall_due,
    recommended: setup.recommended,
    deckNew: setup.deck_new,
    recallNew: setup.recall_new,
    library: setup.library,
    dailyGoal: setup.daily_review_goal,
  };
}

/**
 * More for a finished day (docs/product.md §4 "More for today"): what the set would add now
 * that the day's manifest does not hold, by the same rules: anything due, then new cards up to
 * the daily goal again.
 */
export function moreForToday(input: DayManifestInput, manifest: readonly string[]): DayManifest {
  const inDay = new Set(manifest);
  const left = (ids: readonly string[] = []) => ids.filter((id) => !inDay.has(id));
  return buildDayManifest({
    due: left(input.due),
    recallDue: left(input.recallDue),
    recommended: left(input.recommended),
    deckNew: left(input.deckNew),
    recallNew: left(input.recallNew),
    library: left(input.library),
    dailyGoal: input.dailyGoal,
  });
}
