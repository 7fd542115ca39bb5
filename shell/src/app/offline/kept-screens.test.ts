import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { KEPT_SCREENS_KEY } from '@phrasebook/data';
import { AUTH_STORAGE_KEY } from '@phrasebook/data/session-hint';
import {
  KEPT_SCREENS_MAX,
  KEPT_SCREEN_MAX_CHARS,
  keepShownScreen,
  type KeptScreen,
  type KeptScreens,
} from './kept-screens.ts';

const bootScript = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../boot', name), 'utf8');

function signIn(user: string) {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: { id: user } }));
}

function drawScreen(body: string) {
  document.head.innerHTML =
    '<link rel="stylesheet" href="/static/css/index.css">' +
    '<style data-mantine-styles>:root{--x:1}</style>' +
    '<link rel="stylesheet" href="http://localhost:3002/static/css/learn.css" crossorigin="anonymous">';
  document.body.innerHTML = `<div id="root"><div class="layout"><main>${body}</main></div></div>`;
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
    expect(screen.html).toBe('<div class="layout"><main><h1>Learning Home</h1></main></div>');
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

  it('keeps no loading screen, nor a page without its layout', () => {
    signIn('ana');
    drawScreen('<div role="status" data-route-loading>Loading</div>');
    keepShownScreen();
    document.body.innerHTML = '<div id="root"><h1>Log in</h1></div>';
    keepShownScreen();
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBeNull();
  });

  it('leaves the kept screen be while it still stands for the app, and keeps no password', () => {
    signIn('ana');
    drawScreen('<h1>Profile</h1><input type="password" value="hunter22"><input value="ana">');
    keepShownScreen();
    expect(kept().screens[0]?.html).toBe(
      '<div class="layout"><main><h1>Profile</h1><input type="password"><input value="ana"></main></div>',
    );
    const before = localStorage.getItem(KEPT_SCREENS_KEY);
    document.body.innerHTML = `<div id="root"><div data-kept-screen inert>${kept().screens[0]?.html}</div></div>`;
    keepShownScreen();
    expect(localStorage.getItem(KEPT_SCREENS_KEY)).toBe(before);
  });

  it(`keeps at most ${KEPT_SCREENS_MAX} pages, the newest first, and a screen too large for storage not at all`, () => {
    signIn('ana');
    for (const path of ['/learn', '/friends', '/profile', '/learn/deu', '/learn/jpn', '/friends']) {
      window.history.replaceState(null, '', path);
      drawScreen(`<h1>${path}</h1>`);
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
  function openPage() {
    document.head.innerHTML = '';
    document.body.innerHTML = '<div id="root"></div>';
    document.documentElement.removeAttribute('style');
    window.eval(bootScript('kept-screen-styles-boot.js'));
    window.eval(bootScript('kept-screen-boot.js'));
    return document.getElementById('root')!;
  }

  it('draw the page as it was left, inert, with its styles blocking the first paint', () => {
    signIn('ana');
    drawScreen('<h1>Learning Home</h1>');
    keepShownScreen();
    const root = openPage();
    const copy = root.firstElementChild!;
    expect(copy.hasAttribute('data-kept-screen')).toBe(true);
    expect(copy.hasAttribute('inert')).toBe(true);
    expect(copy.innerHTML).toBe('<div class="layout"><main><h1>Learning Home</h1></main></div>');
    expect(document.documentElement.getAttribute('style')).toBe('--app-top-bar-height: 3.5rem;');
    const styles = [...document.head.children];
    expect(styles.map((el) => el.getAttribute('blocking'))).toEqual(['render', 'render', 'render']);
    expect(styles.map((el) => el.getAttribute('href') ?? el.textContent)).toEqual([
      'http://localhost:3000/static/css/index.css',
      ':root{--x:1}',
      'http://localhost:3002/static/css/learn.css',
    ]);
    expect(styles[2]?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('take the copy away if one of its stylesheets is gone', () => {
    signIn('ana');
    drawScreen('<h1>Learning Home</h1>');
    keepShownScreen();
    const root = openPage();
    expect(root.children).toHaveLength(1);
    document.head.querySelector('link')?.dispatchEvent(new Event('error'));
    expect(root.children).toHaveLength(0);
  });

  it('draw nothing for another page, another user, or nobody signed in', () => {
    signIn('ana');
    drawScreen('<h1>Learning Home</h1>');
    keepShownScreen();
    window.history.replaceState(null, '', '/friends');
    expect(openPage().innerHTML).toBe('');
    window.history.replaceState(null, '', '/learn');
    signIn('ben');
    expect(openPage().innerHTML).toBe('');
    localStorage.removeItem(AUTH_STORAGE_KEY);
    expect(openPage().innerHTML).toBe('');
    expect(document.head.children).toHaveLength(0);
  });
});
