import { forgetting_curve } from 'ts-fsrs';
import {
  balancedInterval,
  fuzzSeed,
  isDue,
  nextState,
  relievingMove,
  retrievability,
  seededRandom,
  type DeckSchedule,
  type MemoryState,
  type Score,
} from '@phrasebook/domain';
import { simulatedLearnerParameters } from '../../supabase/scripts/simulated-learner.ts';

/**
 * pnpm bench:schedule, part 2: even days (docs/scheduling.md "Even days"). A simulated year
 * of a 1,000-card deck, every due card reviewed the day it is due. The learner's recalls are
 * drawn from FSRS-6 (the simulated learner's parameters), and the deck is scheduled with those
 * same parameters at 90 %: the spec's rule (due once R ≤ 0.9) against fuzz and load balancing,
 * without the relief of a crowded day and with it, and with easy weekends.
 * Prints the busiest day over the year's mean and over the mean of the four weeks around it
 * (the deck's workload falls through the year as its intervals grow, so the year's mean
 * mostly measures that fall), and the recall measured.
 */

const CARDS = 1_000;
/**
 * Two decks: a young one (ten new cards a day until all 1,000 are in, then the year that
 * follows) and a settled one (the cards come in over a year, the third year is measured).
 */
interface Deck {
  name: string;
  /** Days over which the cards come in. */
  intro: number;
  /** Days before the measured year. */
  warmUp: number;
}
const DECKS: Deck[] = [
  { name: 'young deck: 10 new cards a day, then a year', intro: 100, warmUp: 100 },
  { name: 'settled deck: cards in over a year, the third year', intro: 365, warmUp: 730 },
];
const DESIRED = 0.9;
const schedule: DeckSchedule = {
  parameters: [...simulatedLearnerParameters],
  desiredRetention: DESIRED,
};
const decay = simulatedLearnerParameters[20]!;

type Mode = { name: string; balance: boolean; relieve?: boolean; easyWeekdays?: number[] };

interface Card {
  memory: MemoryState;
  last: number;
  dueDay: number;
  reps: number;
  /** The days its balanced interval could have chosen, or null (no fuzz range). */
  range: { earliest: number; latest: number } | null;
}

function simulate({ intro: INTRO, warmUp: WARM_UP }: Deck, mode: Mode, seed: number) {
  const DAYS = WARM_UP + 365;
  const random = seededRandom(seed);
  const cards: (Card | null)[] = Array(CARDS).fill(null);
  const load = new Map<number, number>();
  // The cards due each day that have a range to move within.
  const movableOn = new Map<number, Set<number>>();
  const place = (i: number, card: Card, by: 1 | -1) => {
    load.set(card.dueDay, (load.get(card.dueDay) ?? 0) + by);
    if (!card.range) return;
    const set = movableOn.get(card.dueDay) ?? new Set<number>();
    if (by === 1) set.add(i);
    else set.delete(i);
    movableOn.set(card.dueDay, set);
  };
  // Day 0 is a Monday; ISO weekday 1..7.
  const weekday = (day: number) => (day % 7) + 1;
  const perDay: number[] = [];
  let recalled = 0;
  let reviewed = 0;
  let introduced = 0;
  for (let day = 0; day < DAYS; day++) {
    const due: number[] = [];
    cards.forEach((card, i) => {
      if (!card) return;
      const isDueToday = mode.balance
        ? card.dueDay <= day
        : isDue(retrievability(day - card.last, card.memory.stability, decay), DESIRED);
      if (isDueToday) due.push(i);
    });
    const newToday = Math.min(CARDS, Math.floor(((day + 1) * CARDS) / INTRO)) - introduced;
    const fresh = Array.from({ length: Math.max(0, newToday) }, (_, k) => introduced + k);
    introduced += fresh.length;
    for (const i of [...due, ...fresh]) {
      const card = cards[i];
      const u = random();
      const measured = day >= WARM_UP;
      let score: Score;
      if (!card) score = u < 0.25 ? 1 : u < 0.4 ? 2 : u < 0.9 ? 3 : 4;
      else {
        const recall = forgetting_curve(
          [...simulatedLearnerParameters],
          day - card.last,
          card.memory.stability,
        );
        score = u >= recall ? 1 : u < recall * 0.1 ? 4 : u > recall * 0.92 ? 2 : 3;
        if (measured) {
          reviewed++;
          if (score > 1) recalled++;
        }
        if (mode.balance) place(i, card, -1);
      }
      const elapsed = card ? day - card.last : 0;
      const memory = nextState(card?.memory ?? null, score, elapsed, schedule);
      const reps = (card?.reps ?? 0) + 1;
      const ahead = {
        loadIn: (days: number) => load.get(day + days) ?? 0,
        isEasy: (days: number) => mode.easyWeekdays?.includes(weekday(day + days)) ?? false,
      };
      const balanced = mode.balance
        ? balancedInterval(schedule, memory.stability, elapsed, fuzzSeed(`card-${i}`, reps), ahead)
        : { days: 0, range: null };
      const next: Card = {
        memory,
        last: day,
        dueDay: day + balanced.days,
        reps,
        range: balanced.range && {
          earliest: day + balanced.range.earliest,
          latest: day + balanced.range.latest,
        },
      };
      cards[i] = next;
      if (!mode.balance) continue;
      place(i, next, 1);
      if (!mode.relieve || next.range) continue;
      const movable = [...(movableOn.get(next.dueDay) ?? [])].map((j) => ({
        id: String(j).padStart(4, '0'),
        earliest: cards[j]!.range!.earliest - day,
        latest: cards[j]!.range!.latest - day,
      }));
      const move = relievingMove(balanced.days, movable, ahead);
      if (!move) continue;
      const moved = cards[Number(move.id)]!;
      place(Number(move.id), moved, -1);
      moved.dueDay = day + move.to;
      place(Number(move.id), moved, 1);
    }
    perDay.push(due.length + fresh.length);
  }
  const settled = perDay.slice(WARM_UP);
  const mean = settled.reduce((a, b) => a + b, 0) / settled.length;
  const easy = mode.easyWeekdays ?? [];
  const onEasy = settled.filter((_, k) => easy.includes(weekday(k + WARM_UP)));
  const ordinary = settled.filter((_, k) => !easy.includes(weekday(k + WARM_UP)));
  const avg = (list: number[]) => (list.length ? list.reduce((a, b) => a + b, 0) / list.length : 0);
  // The deck's workload drifts down as its intervals grow; a day's spike is measured against
  // the mean of the four weeks around it.
  const overLocalMean = settled.map((count, k) => {
    const window = perDay.slice(WARM_UP + k - 14, WARM_UP + k + 14);
    return count / (window.reduce((a, b) => a + b, 0) / window.length);
  });
  return {
    busiestOverMean: Math.max(...settled) / mean,
    busiestOverLocalMean: Math.max(...overLocalMean),
    mean,
    busiest: Math.max(...settled),
    recall: recalled / reviewed,
    easyShare: easy.length ? avg(onEasy) / avg(ordinary) : null,
  };
}

const modes: Mode[] = [
  { name: 'the spec’s rule (off)', balance: false },
  { name: 'fuzz and balancing, no relief', balance: true },
  { name: 'fuzz and balancing', balance: true, relieve: true },
  { name: 'balancing, easy weekends', balance: true, relieve: true, easyWeekdays: [6, 7] },
];
const SEEDS = [491, 492, 493, 494, 495, 496, 497, 498];
console.log(
  `Even days: ${CARDS} cards, desired retention ${DESIRED * 100} %, ${SEEDS.length} simulated learners each`,
);
console.log(
  '| deck | schedule | busiest day / mean of the year | busiest day / mean of its 4 weeks | reviews a day | recall measured | easy day / other day |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
for (const deck of DECKS) {
  for (const mode of modes) {
    const runs = SEEDS.map((seed) => simulate(deck, mode, seed));
    const mean = (pick: (r: (typeof runs)[number]) => number) =>
      runs.reduce((sum, r) => sum + pick(r), 0) / runs.length;
    const worst = (pick: (r: (typeof runs)[number]) => number) =>
      Math.max(...runs.map(pick)).toFixed(2);
    console.log(
      `| ${deck.name} | ${mode.name} | ${mean((r) => r.busiestOverMean).toFixed(2)} (worst ${worst((r) => r.busiestOverMean)}) | ${mean((r) => r.busiestOverLocalMean).toFixed(2)} (worst ${worst((r) => r.busiestOverLocalMean)}) | ${mean((r) => r.mean).toFixed(1)} | ${(mean((r) => r.recall) * 100).toFixed(2)} % | ${runs[0]!.easyShare === null ? '–' : mean((r) => r.easyShare ?? 0).toFixed(2)} |`,
    );
  }
}
