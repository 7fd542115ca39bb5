// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { onCatchUpTriggers } from './catch-up-triggers.ts';

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

let stop = () => {};
afterEach(() => stop());

it('catches up when the tab becomes visible again, not when it is hidden', () => {
  let calls = 0;
  stop = onCatchUpTriggers(() => (calls += 1));
  setVisibility('hidden');
  expect(calls).toBe(0);
  setVisibility('visible');
  expect(calls).toBe(1);
});

it('catches up when the network returns', () => {
  let calls = 0;
  stop = onCatchUpTriggers(() => (calls += 1));
  window.dispatchEvent(new Event('offline'));
  window.dispatchEvent(new Event('online'));
  expect(calls).toBe(1);
});

it('stops listening when undone', () => {
  let calls = 0;
  onCatchUpTriggers(() => (calls += 1))();
  setVisibility('hidden');
  setVisibility('visible');
  window.dispatchEvent(new Event('online'));
  expect(calls).toBe(0);
});
