import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_SCREENS_KEY } from '@phrasebook/data';
import { AUTH_STORAGE_KEY } from '@phrasebook/data/session-hint';
import {
  KEPT_SCREENS_MAX,
  KEPT_SCREEN_MAX_CHARS,
  keepScreensOnLeave,
  keepShownScreen,
  type KeptScreen,
  type KeptScreens,
} from './kept-screens.ts';

const bootScript = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../boot', name), 'utf8');

/** `user` signed in, and the layout drawn for them. */
function signIn(user: string) {
  storeSession(user);
  keepScreensOnLeave(user);
}

const storeSession = (user: string) =>
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: { id: user } }));

const layout = (body: string) =>
  `<div class="layout" data-sidebar="expanded"><main>${body}</main></div>`;

function drawScreen(body: string) {
  document.head.innerHTML =
    '<link rel="stylesheet" href="/static/css/index.css">' +
    '<style data-mantine-styles>:root{--x:1}</style>' +
    '<link rel="stylesheet" href="http://localhost:3002/static/css/learn.css" crossorigin="anonymous">';
  document.body.innerHTML = `<div id="root">${layout(body)}</div>`;
  document.documentElement.setAttribute('style', '--app-top-bar-height: 3.5rem;');
}

const kept = () => JSON.parse(localStorage.getItem(KEPT_SCREENS_KEY) ?? 'null') as KeptScreens;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  window.history.replaceState(null, '', '/learn');
});

describe('keepShownScreen', () => {
  it('keeps the screen as it is, with the styles it was drawn with, for the user whose data it shows', () => {
    signIn('ana');
    drawScreen('<h1>Learning Home</h1><dialog open><p>Delete this deck?</p></dialog>');
    keepShownScreen();
    const { user, screens } = kept();
    expect(user).toBe('ana');
    expect(screens).toHaveLength(1);
    const [screen] = screens as [KeptScreen];
    expect(screen.path).toBe('/learn');
    expect(Date.now() - screen.at).toBeLessThan(1000);
    expect(screen.html).toBe(layout('<h1>Learning Home</h1>'));
    expect(screen.htmlStyle).toBe('--app-top-bar-height: 3.5rem;');
    expect(screen.styles).toEqual([
      { href: 'http://localhost:3000/static/css/index.css', crossOrigin: null },
      { css: ':root{--x:1}' },
      { href: 'http://localhost:3002/static/css/learn.css', crossOrigin: 'anonymous' },
    ]);
  });

  it('keeps nothing, and drops what was kept, once signed out', () => {
    signIn('ana');
    drawScreen('<h1>Learning Home</h1>');
    keepShownScreen();
    localStorage.removeItem(AUTH_STORAGE_KEY);
    keepShownScreen();
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
  });

  it('keeps nothing of a page drawn for someone other than the user signed in now', () => {
    signIn('ana');
    drawScreen('<h1>Ana’s decks</h1>');
    // Another tab signed Ben in; this one still shows Ana's page.
    storeSession('ben');
    keepShownScreen();
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
  });

  it('keeps no loading or error screen, nor a page without the signed-in layout', () => {
    signIn('ana');
    drawScreen('<div role="status" data-route-loading>Loading</div>');
    keepShownScreen();
    drawScreen('<div data-not-kept><h1>Page not found</h1></div>');
    keepShownScreen();
    document.body.innerHTML = '<div id="root"><main><h1>Log in</h1></main></div>';
    keepShownScreen();
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
  });

  it('keeps nothing typed and nothing that could run, and leaves the kept screen be while it stands', () => {
    signIn('ana');
    drawScreen(
      '<h1>Chat</h1><input type="text" value="hunter22" onfocus="steal()"><textarea>draft</textarea>' +
        '<iframe src="/x"></iframe>',
    );
    keepShownScreen();
    expect(kept().screens[0]?.html).toBe(
      layout('<h1>Chat</h1><input type="text"><textarea></textarea>'),
    );
    const before = localStorage.getItem(KEPT_SCREENS_KEY);
    document.body.innerHTML = `<div id="root"><div data-kept-screen inert>${kept().screens[0]?.html}</div></div>`;
    keepShownScreen();
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBe(before);
  });

  it(`keeps at most ${KEPT_SCREENS_MAX} pages, the newest first, and a screen too large for storage not at all`, () => {
    signIn('ana');
    for (const at of ['/learn', '/friends', '/profile', '/learn/deu', '/learn/jpn', '/friends']) {
      window.history.replaceState(null, '', at);
      drawScreen(`<h1>${at}</h1>`);
      keepShownScreen();
    }
    expect(kept().screens.map((s) => s.path)).toEqual([
      '/friends',
      '/learn/jpn',
      '/learn/deu',
      '/profile',
    ]);
    drawScreen(`<p>${'x'.repeat(KEPT_SCREEN_MAX_CHARS)}</p>`);
    keepShownScreen();
    expect(kept().screens[0]?.html).toContain('<h1>/friends</h1>');
  });

  it("drops another user's screens when this user's are kept", () => {
    signIn('ana');
    drawScreen('<h1>Ana’s decks</h1>');
    keepShownScreen();
    signIn('ben');
    window.history.replaceState(null, '', '/friends');
    drawScreen('<h1>Ben’s friends</h1>');
    keepShownScreen();
    expect(kept().user).toBe('ben');
    expect(kept().screens.map((s) => s.path)).toEqual(['/friends']);
  });
});

describe("index.html's kept-screen boot scripts", () => {
  // Chromium's links take `blocking`; jsdom's do not, as Firefox's do not yet.
  beforeAll(() =>
    Object.defineProperty(HTMLLinkElement.prototype, 'blocking', { value: '', configurable: true }),
  );
  afterAll(() => Reflect.deleteProperty(HTMLLinkElement.prototype, 'blocking'));
  // The scripts' timers, which would otherwise reach into the next test's page.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
  });

  function openPage() {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
    document.documentElement.removeAttribute('style');
    window.eval(bootScript('kept-screen-styles-boot.js'));
    window.eval(bootScript('kept-screen-boot.js'));
    return document.getElementById('root')!;
  }

  function keepLearningHome() {
    signIn('ana');
    drawScreen('<h1>Learning Home</h1>');
    keepShownScreen();
  }

  it('draw the page as it was left, inert, with its styles blocking the first paint', () => {
    keepLearningHome();
    const root = openPage();
    const copy = root.firstElementChild!;
    expect(copy.hasAttribute('data-kept-screen')).toBe(true);
    expect(copy.hasAttribute('inert')).toBe(true);
    expect(copy.getAttribute('style')).toBe('display: contents;--app-top-bar-height: 3.5rem;');
    expect(copy.innerHTML).toBe(layout('<h1>Learning Home</h1>'));
    // What a screen reader hears meanwhile is what the loading screen says.
    const status = root.lastElementChild!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('Loading');
    expect(document.documentElement.hasAttribute('style')).toBe(false);
    const styles = [...document.head.children];
    expect(styles.map((el) => el.getAttribute('blocking'))).toEqual(['render', 'render', 'render']);
    expect(styles.map((el) => el.getAttribute('href') ?? el.textContent)).toEqual([
      'http://localhost:3000/static/css/index.css#kept-screen',
      ':root{--x:1}',
      'http://localhost:3002/static/css/learn.css#kept-screen',
    ]);
    expect(styles[2]?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it("take the copy's styles away once the app's first render has replaced it", async () => {
    keepLearningHome();
    const root = openPage();
    expect(document.head.children).toHaveLength(3);
    root.replaceChildren(document.createElement('div'));
    await Promise.resolve();
    expect(document.head.children).toHaveLength(0);
  });

  it('take the copy away if one of its stylesheets is gone', async () => {
    keepLearningHome();
    const root = openPage();
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
    expect(root.children).toHaveLength(0);
    await Promise.resolve();
    expect(document.head.children).toHaveLength(0);
  });

  it('take the copy away, and tell the app, when its styles have not come within a second', () => {
    keepLearningHome();
    const dropped = vi.fn();
    window.addEventListener('phrasebook-kept-screen-dropped', dropped);
    const root = openPage();
    const links = [...document.head.querySelectorAll('link')];
    links[0]?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(999);
    expect(root.children).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(root.children).toHaveLength(0);
    expect(document.head.children).toHaveLength(0);
    expect(dropped).toHaveBeenCalledTimes(1);
    window.removeEventListener('phrasebook-kept-screen-dropped', dropped);
  });

  it('leave the copy standing once its styles have come', () => {
    keepLearningHome();
    const root = openPage();
    document.head.querySelectorAll('link').forEach((link) => link.dispatchEvent(new Event('load')));
    vi.advanceTimersByTime(1000);
    expect(root.children).toHaveLength(2);
    expect(document.head.children).toHaveLength(3);
  });

  it('draw nothing for another page or query, another user, nobody signed in, or a week-old copy', () => {
    keepLearningHome();
    window.history.replaceState(null, '', '/friends');
    expect(openPage().innerHTML).toBe('');
    window.history.replaceState(null, '', '/learn?tab=2');
    expect(openPage().innerHTML).toBe('');
    window.history.replaceState(null, '', '/learn');
    storeSession('ben');
    expect(openPage().innerHTML).toBe('');
    localStorage.removeItem(AUTH_STORAGE_KEY);
    expect(openPage().innerHTML).toBe('');
    storeSession('ana');
    const old = kept();
    old.screens[0]!.at -= 7 * 24 * 60 * 60 * 1000;
    localStorage.setItem(KEPT_SCREENS_KEY, JSON.stringify(old));
    expect(openPage().innerHTML).toBe('');
    expect(document.head.children).toHaveLength(0);
  });

  it('draw nothing where a stylesheet cannot hold the first paint back', () => {
    keepLearningHome();
    Reflect.deleteProperty(HTMLLinkElement.prototype, 'blocking');
    expect(openPage().innerHTML).toBe('');
    Object.defineProperty(HTMLLinkElement.prototype, 'blocking', { value: '', configurable: true });
    expect(openPage().innerHTML).not.toBe('');
  });
});
