import { KEPT_SCREENS_KEY, storedSession } from '@phrasebook/data';
import { storedItem } from '@phrasebook/data/session-hint';

/** A screen as it was left: its markup, and the styles it was drawn with, in their order. */
export interface KeptScreen {
  /** Path and query. */
  path: string;
  /** When it was kept (ms since the epoch): a copy older than a week is not drawn. */
  at: number;
  html: string;
  /** The page's own custom properties, set on <html> by the layout. */
  htmlStyle: string | null;
  styles: ({ href: string; crossOrigin: string | null } | { css: string })[];
}

export interface KeptScreens {
  user: string;
  screens: KeptScreen[];
}

/** The last few pages left: a learner comes back mostly to the one they use every day. */
export const KEPT_SCREENS_MAX = 4;
/** Local storage holds a few megabytes for the whole app; a screen this large is not kept. */
export const KEPT_SCREEN_MAX_CHARS = 250_000;

/**
 * What `root` shows, as a copy the page can draw before the app has started (index.html's
 * kept-screen boot scripts), or null when it shows no signed-in screen worth drawing again:
 * still loading, the kept screen itself, an error or a missing page (`data-not-kept`), a
 * signed-out page. Left out: what was typed (a password shown as text, a chat draft) and
 * anything that could run or load a page.
 */
function screenOf(root: HTMLElement, path: string): KeptScreen | null {
  const signedInScreen = root.querySelector('[data-sidebar] main');
  const notKept = root.querySelector('[data-route-loading], [data-kept-screen], [data-not-kept]');
  if (!signedInScreen || notKept) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  copy
    .querySelectorAll('dialog, [popover], script, iframe, object, embed')
    .forEach((el) => el.remove());
  copy.querySelectorAll('input').forEach((el) => el.removeAttribute('value'));
  copy.querySelectorAll('textarea').forEach((el) => (el.textContent = ''));
  copy.querySelectorAll('*').forEach((el) => {
    for (const { name } of [...el.attributes]) if (name.startsWith('on')) el.removeAttribute(name);
  });
  const html = copy.innerHTML;
  const styles = [...document.head.querySelectorAll('link[rel="stylesheet"], style')]
    .filter((el) => !el.hasAttribute('data-kept-screen'))
    .map((el): KeptScreen['styles'][number] =>
      el instanceof HTMLLinkElement
        ? { href: el.href, crossOrigin: el.getAttribute('crossorigin') }
        : { css: el.textContent ?? '' },
    );
  const size = styles.reduce((sum, style) => sum + ('css' in style ? style.css.length : 0), 0);
  if (html.length + size > KEPT_SCREEN_MAX_CHARS) return null;
  const htmlStyle = document.documentElement.getAttribute('style');
  return { path, at: Date.now(), html, htmlStyle, styles };
}

/** Adds `screen` to the user's kept screens, the newest first; another user's are dropped. */
function withScreen(kept: KeptScreens | null, user: string, screen: KeptScreen) {
  const others = kept?.user === user ? kept.screens.filter((s) => s.path !== screen.path) : [];
  return { user, screens: [screen, ...others].slice(0, KEPT_SCREENS_MAX) };
}

function readKept(): KeptScreens | null {
  try {
    return JSON.parse(storedItem(KEPT_SCREENS_KEY) ?? 'null') as KeptScreens | null;
  } catch {
    return null;
  }
}

/** Whose screens the layout draws now: only theirs are kept. */
let shownFor: string | null = null;

/**
 * Keeps the screen shown now for the user it was drawn for, if still the one signed in (another
 * tab may have signed someone else in); signed out, forgets every one kept.
 */
export function keepShownScreen(): void {
  const user = storedSession()?.user.id ?? null;
  const root = document.getElementById('root');
  try {
    if (!user) return window.localStorage.removeItem(KEPT_SCREENS_KEY);
    if (user !== shownFor) return;
    const screen = root && screenOf(root, window.location.pathname + window.location.search);
    if (!screen) return;
    const kept = withScreen(readKept(), user, screen);
    window.localStorage.setItem(KEPT_SCREENS_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or blocked: the next visit starts as a first one would, with nothing lost.
    try {
      window.localStorage.removeItem(KEPT_SCREENS_KEY);
    } catch {
      // Blocked.
    }
  }
}

let keeping = false;

/**
 * From now on, the screen the layout draws for `uid` is kept whenever the page is hidden or
 * left: a phone may discard a hidden tab without a word, so hiding is the last sure moment
 * (docs/offline.md).
 */
export function keepScreensOnLeave(uid: string): void {
  shownFor = uid;
  if (keeping) return;
  keeping = true;
  window.addEventListener('pagehide', keepShownScreen);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keepShownScreen();
  });
}
