import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db.ts';
import {
  fsrs5Weights,
  referenceScheduler,
  randomHistory,
  randomParameters,
  replayReference,
  type ReviewStep,
} from '../helpers/fsrs-reference.ts';
import { seededRandom } from '@phrasebook/domain';

let db: TestDb;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => {
  await db?.close();
});

/** Replays the histories in SQL and through ts-fsrs with parameters `w` (null: the defaults). */
async function compareWithReference(
  histories: { id: number; reviews: ReviewStep[] }[],
  w: number[] | null,
): Promise<{ compared: number; worst: number }> {
  const f = referenceScheduler(w ?? undefined);
  let compared = 0;
  let worst = 0;
  for (let start = 0; start < histories.length; start += 2_500) {
    const batch = histories.slice(start, start + 2_500);
    const rows = await db.query<{ history_id: number; difficulty: number; stability: number }>(
      'select history_id, difficulty, stability from private.fsrs_replay($1::jsonb, $2::float8[]) order by history_id, step',
      [JSON.stringify(batch), w],
    );
    const byHistory = new Map<number, { difficulty: number; stability: number }[]>();
    for (const row of rows) {
      const list = byHistory.get(row.history_id) ?? [];
      list.push({ difficulty: row.difficulty, stability: row.stability });
      byHistory.set(row.history_id, list);
    }
    for (const history of batch) {
      const expected = replayReference(f, history.reviews);
      const actual = byHistory.get(history.id) ?? [];
      expect(actual.length).toBe(expected.length);
      expected.forEach((e, i) => {
        const a = actual[i]!;
        const diff = Math.max(
          Math.abs(a.difficulty - e.difficulty),
          Math.abs(a.stability - e.stability) / Math.max(1, e.stability),
        );
        worst = Math.max(worst, diff);
        if (diff > 1e-6) {
          throw new Error(
            `history ${history.id} step ${i} with w=${JSON.stringify(w)}: SQL ${JSON.stringify(a)} vs ts-fsrs ${JSON.stringify(e)} for ${JSON.stringify(history.reviews)}`,
          );
        }
        compared++;
      });
    }
  }
  return { compared, worst };
}

describe('FSRS in SQL agrees with ts-fsrs', () => {
  it('over 10,000 random review histories, to 1e-6 on difficulty and stability', async () => {
    const rand = seededRandom(20261121);
    const histories = Array.from({ length: 10_000 }, (_, id) => ({
      id,
      reviews: randomHistory(rand),
    }));
    const { compared, worst } = await compareWithReference(histories, null);
    expect(compared).toBeGreaterThan(60_000);
    expect(worst).toBeLessThan(1e-6);
  });

  it('for 100 random valid FSRS-6 parameter sets, 100 histories each, to 1e-6', async () => {
    const rand = seededRandom(20261127);
    let compared = 0;
    let worst = 0;
    for (let set = 0; set < 100; set++) {
      const w = randomParameters(rand);
      const histories = Array.from({ length: 100 }, (_, id) => ({
        id,
        reviews: randomHistory(rand),
      }));
      const result = await compareWithReference(histories, w);
      compared += result.compared;
      worst = Math.max(worst, result.worst);
    }
    expect(compared).toBeGreaterThan(60_000);
    expect(worst).toBeLessThan(1e-6);
  });

  it('takes the FSRS-5 weights, w19 = 0 and decay 0.5 as its defaults', async () => {
    const [row] = await db.query<{ w: number[] }>('select public.fsrs_default_parameters() as w');
    expect(row!.w).toEqual([...fsrs5Weights, 0, 0.5]);
  });

  it('matches hand-computed first reviews', async () => {
    const w = fsrs5Weights;
    for (const score of [1, 2, 3, 4] as const) {
      const [row] = await db.query<{ difficulty: number; stability: number }>(
        'select difficulty, stability from public.fsrs_first_state($1)',
        [score],
      );
      // D0(G) = w4 - e^(w5 (G-1)) + 1, S0(G) = w(G-1)
      expect(row!.difficulty).toBeCloseTo(w[4]! - Math.exp(w[5]! * (score - 1)) + 1, 7);
      expect(row!.stability).toBe(w[score - 1]);
    }
    const [again] = await db.query<{ difficulty: number }>(
      'select difficulty from public.fsrs_first_state(1)',
    );
    expect(again!.difficulty).toBeCloseTo(7.1949, 8);
  });

  it('matches a hand-computed lapse and a hand-computed recall', async () => {
    const w = fsrs5Weights as [number, ...number[]];
    const W = (i: number) => w[i]!;
    // Good on day 0 (D = w4 - e^(2 w5) + 1, S = w2), then again 10 days later.
    const d0 = W(4) - Math.exp(2 * W(5)) + 1;
    const s0 = W(2);
    const r = Math.pow(1 + (19 / 81) * (10 / s0), -0.5);
    const dNext = (d: number, g: number) => {
      const damped = d + (-W(6) * (g - 3) * (10 - d)) / 9;
      const easyD0 = W(4) - Math.exp(3 * W(5)) + 1;
      return W(7) * easyD0 + (1 - W(7)) * damped;
    };
    const sFail = Math.min(
      W(11) * Math.pow(d0, -W(12)) * (Math.pow(s0 + 1, W(13)) - 1) * Math.exp((1 - r) * W(14)),
      s0 / Math.exp(W(17) * W(18)),
    );
    const [lapse] = await db.query<{
      difficulty: number;
      stability: number;
      retrievability: number;
    }>('select * from public.fsrs_next_state($1, $2, 10, 1)', [d0, s0]);
    expect(lapse!.retrievability).toBeCloseTo(r, 7);
    expect(lapse!.difficulty).toBeCloseTo(dNext(d0, 1), 6);
    expect(lapse!.stability).toBeCloseTo(sFail, 6);

    // Good again 3 days after the first good review.
    const r3 = Math.pow(1 + (19 / 81) * (3 / s0), -0.5);
    const sRecall =
      s0 *
      (1 + Math.exp(W(8)) * (11 - d0) * Math.pow(s0, -W(9)) * (Math.exp((1 - r3) * W(10)) - 1));
    const [recall] = await db.query<{ difficulty: number; stability: number }>(
      'select * from public.fsrs_next_state($1, $2, 3, 3)',
      [d0, s0],
    );
    expect(recall!.stability).toBeCloseTo(sRecall, 6);
    expect(recall!.difficulty).toBeCloseTo(dNext(d0, 3), 6);
  });

  it('uses R = (1 + 19/81 t/S)^-0.5, which is 0.9 when t = S', async () => {
    const [row] = await db.query<{ at_s: number; at_zero: number; later: number }>(
      'select public.fsrs_retrievability(12.5, 12.5) as at_s, public.fsrs_retrievability(0, 3) as at_zero, public.fsrs_retrievability(30, 5) as later',
    );
    expect(row!.at_s).toBeCloseTo(0.9, 8);
    expect(row!.at_zero).toBe(1);
    expect(row!.later).toBeCloseTo(Math.pow(1 + (19 / 81) * 6, -0.5), 7);
  });
});
