// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

async function watchPageSettled() {
  const { pageSettled, SETTLE_MS } = await import('./page-settled.ts');
  let resolved = false;
  void pageSettled().then(() => (resolved = true));
  const isSettled = async () => {
    await Promise.resolve();
    return resolved;
  };
  return { isSettled, SETTLE_MS };
}

it('settles at the visitor’s first key, pointer, touch or wheel', async () => {
  const { isSettled } = await watchPageSettled();
  document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  expect(await isSettled()).toBe(false);
  document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  expect(await isSettled()).toBe(true);
});

it('settles on its own when nobody touches the page', async () => {
  const { isSettled, SETTLE_MS } = await watchPageSettled();
  vi.advanceTimersByTime(SETTLE_MS - 1);
  expect(await isSettled()).toBe(false);
  vi.advanceTimersByTime(1);
  expect(await isSettled()).toBe(true);
});
