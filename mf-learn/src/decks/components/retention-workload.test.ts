import { afterEach, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { addDays, daySession, wholeWorkloadCurve, type CardHistory } from '@phrasebook/domain';
import { useWorkloadCurve } from './retention-workload.ts';

afterEach(() => {
  vi.useRealTimers();
});

const today = daySession();
const histories: CardHistory[] = Array.from({ length: 40 }, (_, card) => ({
  phraseId: `p${card}`,
  direction: 'recognise',
  steps: [
    { score: 3, elapsedDays: 0, day: addDays(today, -30 - card) },
    { score: card % 5 === 0 ? 1 : 3, elapsedDays: 10, day: addDays(today, -20 - card) },
  ],
}));

it('runs the simulation in timer slices, not in the render, and gives the whole curve at the end', async () => {
  vi.useFakeTimers();
  const { result } = renderHook(() => useWorkloadCurve(histories, null));
  // Nothing is simulated while rendering: the first slice is a task of its own.
  expect(result.current).toEqual({ points: null, progress: 0 });
  await act(async () => {
    await vi.runAllTimersAsync();
  });
  expect(result.current.points).toEqual(wholeWorkloadCurve(histories, null, today));
  expect(result.current.progress).toBe(1);
});

it('forgets a curve for other parameters at once', async () => {
  vi.useFakeTimers();
  const { result, rerender } = renderHook(
    ({ parameters }) => useWorkloadCurve(histories, parameters),
    {
      initialProps: { parameters: null as readonly number[] | null },
    },
  );
  await act(async () => {
    await vi.runAllTimersAsync();
  });
  expect(result.current.points).not.toBeNull();
  rerender({
    parameters: [
      0.1, 0.3, 0.8, 3, 7.19, 0.53, 1.46, 0.0046, 0.8, 0.12, 1.02, 1.94, 0.11, 0.3, 2.27, 0.23,
      2.99, 0.52, 0.66, 0, 0.5,
    ],
  });
  expect(result.current).toEqual({ points: null, progress: 0 });
});
