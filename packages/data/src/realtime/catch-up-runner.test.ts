import { expect, it } from 'vitest';
import { CATCH_UP_OVERLAP_MS, createCatchUpRunner, type CatchUpSource } from './catch-up-runner.ts';

interface Row {
  id: string;
  at: string;
}

/** A view over an in-memory table: what fetchSince was asked, and what it shows. */
function view(table: Row[], held: string | null = null) {
  const asked: (string | null)[] = [];
  const shown = new Map<string, Row>();
  const gates: (() => void)[] = [];
  let gated = false;
  const source: CatchUpSource<Row> = {
    fetchSince: async (since) => {
      asked.push(since);
      if (gated) await new Promise<void>((resolve) => gates.push(resolve));
      return table.filter((row) => since === null || row.at > since);
    },
    merge: (rows) => rows.forEach((row) => shown.set(row.id, row)),
    cursorOf: (row) => row.at,
    newestHeld: () => held,
  };
  return {
    source,
    asked,
    shown,
    gate: () => (gated = true),
    open: () => gates.splice(0).forEach((resolve) => resolve()),
  };
}

const t = (second: number) => new Date(Date.UTC(2026, 11, 2, 12, 0, second)).toISOString();
const minus = (iso: string, ms: number) => new Date(Date.parse(iso) - ms).toISOString();

it('reads from the newest timestamp the view holds, less the overlap', async () => {
  const v = view([], t(30));
  await createCatchUpRunner(
    () => v.source,
    () => {},
  ).run();
  expect(v.asked).toEqual([minus(t(30), CATCH_UP_OVERLAP_MS)]);
});

it('asks for everything when the view has seen nothing', async () => {
  const v = view([{ id: 'a', at: t(1) }]);
  await createCatchUpRunner(
    () => v.source,
    () => {},
  ).run();
  expect(v.asked).toEqual([null]);
  expect([...v.shown.keys()]).toEqual(['a']);
});

it('moves its cursor to the newest row it read, so the next read starts there', async () => {
  const table = [
    { id: 'a', at: t(40) },
    { id: 'b', at: t(50) },
  ];
  const v = view(table, t(30));
  const runner = createCatchUpRunner(
    () => ({ ...v.source, overlapMs: 0 }),
    () => {},
  );
  await runner.run();
  await runner.run();
  expect(v.asked).toEqual([t(30), t(50)]);
});

it('never goes back: a view holding less than the cursor does not move it', async () => {
  const v = view([{ id: 'a', at: t(50) }], t(30));
  let held = t(30);
  const runner = createCatchUpRunner(
    () => ({ ...v.source, overlapMs: 0, newestHeld: () => held }),
    () => {},
  );
  await runner.run();
  held = t(10);
  await runner.run();
  expect(v.asked).toEqual([t(30), t(50)]);
});

it('a run asked for during a read waits for it and reads once more, never two at once', async () => {
  const v = view([{ id: 'a', at: t(40) }], t(30));
  v.gate();
  const runner = createCatchUpRunner(
    () => ({ ...v.source, overlapMs: 0 }),
    () => {},
  );
  const first = runner.run();
  const second = runner.run();
  const third = runner.run();
  expect(v.asked).toEqual([t(30)]);
  v.open();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(v.asked).toEqual([t(30), t(40)]);
  v.open();
  await Promise.all([first, second, third]);
  expect(v.asked).toHaveLength(2);
});

it('a failed read is reported, keeps the cursor, and the next run tries again', async () => {
  const errors: unknown[] = [];
  let fail = true;
  const asked: (string | null)[] = [];
  const runner = createCatchUpRunner<Row>(
    () => ({
      fetchSince: async (since) => {
        asked.push(since);
        if (fail) throw new Error('offline');
        return [];
      },
      merge: () => {},
      cursorOf: (row) => row.at,
      newestHeld: () => t(30),
      overlapMs: 0,
    }),
    (error) => errors.push(error),
  );
  await runner.run();
  fail = false;
  await runner.run();
  expect(errors).toHaveLength(1);
  expect(asked).toEqual([t(30), t(30)]);
});
