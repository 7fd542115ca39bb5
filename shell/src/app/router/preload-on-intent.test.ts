import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import {
  HOVER_INTENT_MS,
  preloadOnIntent,
  preloadPath,
  ROUTE_PRELOAD_STALE_MS,
} from './preload-on-intent.ts';

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  document.body.append(anchor);
  return anchor;
}

const hover = (element: Element, pointerType = 'mouse') =>
  element.dispatchEvent(
    Object.assign(new MouseEvent('pointerover', { bubbles: true }), { pointerType }),
  );

describe('preloading on intent', () => {
  const preload = vi.fn(() => Promise.resolve());
  const router = { state: { location: { pathname: '/learn', search: '' } } };
  let stop: () => void;

  beforeEach(() => {
    vi.useFakeTimers();
    preload.mockClear();
    stop = preloadOnIntent(router as never, preload);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('preloads a link the pointer rests on, not one it passes over', () => {
    const friends = link('/friends');
    const profile = link('/profile');
    hover(profile);
    hover(friends);
    vi.advanceTimersByTime(HOVER_INTENT_MS);
    expect(preload.mock.calls).toEqual([['/friends']]);
  });

  it('preloads at once on keyboard focus and on touch', () => {
    link('/friends').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/profile?tab=1').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(preload.mock.calls).toEqual([['/friends'], ['/profile?tab=1']]);
  });

  it('counts the event that got its code loaded', () => {
    stop();
    const friends = link('/friends');
    const first = new FocusEvent('focusin', { bubbles: true });
    friends.dispatchEvent(first);
    stop = preloadOnIntent(router as never, preload, first);
    expect(preload.mock.calls).toEqual([['/friends']]);
  });

  it('follows the link a child element of it is in', () => {
    const anchor = link('/friends/chats');
    const icon = document.createElement('span');
    anchor.append(icon);
    icon.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload).toHaveBeenCalledWith('/friends/chats');
  });

  it('leaves alone other origins, new tabs, downloads and the page shown', () => {
    for (const anchor of [
      link('https://elsewhere.test/learn/fra'),
      link('/friends', { target: '_blank' }),
      link('/export.csv', { download: '' }),
      link('/learn'),
    ]) {
      anchor.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    expect(preload).not.toHaveBeenCalled();
  });

  it('keeps a preload for 300 s, and tries again after a failure', async () => {
    const friends = link('/friends');
    const focus = () => friends.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    focus();
    focus();
    expect(preload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ROUTE_PRELOAD_STALE_MS);
    preload.mockRejectedValueOnce(new Error('offline'));
    focus();
    expect(preload).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => {
      focus();
      expect(preload).toHaveBeenCalledTimes(3);
    });
  });
});

describe('preloadPath', () => {
  it("loads each matched route's code and runs its loader with the link's params", async () => {
    const loaded: string[] = [];
    const router = createMemoryRouter([
      {
        path: '/learn',
        loader: () => loaded.push('learn') && null,
        children: [
          {
            path: ':lang',
            lazy: async () => ({
              loader: ({ params, url }: { params: { lang?: string }; url: URL }) =>
                loaded.push(`deck ${params.lang} ${url.search}`) && null,
            }),
          },
        ],
      },
      { path: '/friends', loader: () => loaded.push('friends') && null },
    ]);
    await preloadPath(router, '/learn/fra?from=tile');
    expect(loaded.sort()).toEqual(['deck fra ?from=tile', 'learn']);
  });
});
