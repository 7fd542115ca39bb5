import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { REVIEW_TIME_CAP_MS } from '@phrasebook/domain';
import { useCardClock } from './use-card-clock.ts';

let now = 0;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  now = 1_000;
  visibility = 'visible';
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => vi.restoreAllMocks());

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

it('counts from the card shown to its score, then from that score', () => {
  const { result } = renderHook(() => useCardClock('1:0'));
  now += 4_000;
  expect(result.current()).toBe(4_000);
  now += 1_500;
  expect(result.current()).toBe(1_500);
});

it('restarts when another card is shown', () => {
  const { result, rerender } = renderHook(({ card }) => useCardClock(card), {
    initialProps: { card: '1:0' },
  });
  now += 9_000;
  rerender({ card: '1:1' });
  now += 2_000;
  expect(result.current()).toBe(2_000);
});

it('leaves out the time the tab was hidden, and caps what is left', () => {
  const { result } = renderHook(() => useCardClock('1:0'));
  now += 3_000;
  setVisibility('hidden');
  now += 30 * 60_000;
  setVisibility('visible');
  now += 2_000;
  expect(result.current()).toBe(5_000);

  now += 5 * 60_000;
  expect(result.current()).toBe(REVIEW_TIME_CAP_MS);
});
