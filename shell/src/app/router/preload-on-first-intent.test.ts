import { afterEach, expect, it, vi } from 'vitest';

const preloadOnIntent = vi.fn(() => () => {});
vi.mock('./preload-on-intent.ts', () => ({ preloadOnIntent }));

const { preloadOnFirstIntent } = await import('./preload-on-first-intent.ts');

afterEach(() => {
  preloadOnIntent.mockClear();
  document.body.replaceChildren();
});

it('installs the preloader on the first intent only, handing that event over', async () => {
  const router = { state: { location: { pathname: '/', search: '' } } };
  preloadOnFirstIntent(router as never);
  await Promise.resolve();
  expect(preloadOnIntent).not.toHaveBeenCalled();

  const anchor = document.createElement('a');
  anchor.href = '/signup';
  document.body.append(anchor);
  const first = new FocusEvent('focusin', { bubbles: true });
  anchor.dispatchEvent(first);
  anchor.dispatchEvent(new Event('touchstart', { bubbles: true }));
  await vi.waitFor(() => expect(preloadOnIntent).toHaveBeenCalledTimes(1));
  expect(preloadOnIntent).toHaveBeenCalledWith(router, undefined, first);
});
