import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '@phrasebook/data/session-hint';
import { SESSION_STORAGE_KEY, areaOf, screenFilesFor, withPageHints } from './page-hints.mjs';
import { areas, config } from './page-hints-fixtures.ts';

const manifest = (entry: string, routes: string[], styles: string[] = []) => ({
  metaData: { remoteEntry: { name: entry, path: '' }, publicPath: 'auto' },
  exposes: [{ name: 'routes', assets: { js: { sync: routes }, css: { sync: styles } } }],
});

const html = '<html><head><title>Phrasebook</title></head><body></body></html>';

/** A remote's screen-files.json: the friends layout, its index and two screens beside it. */
const friendsScreens = [
  { pattern: 'friends', files: ['static/js/async/layout.js', 'static/js/async/index.js'] },
  {
    pattern: 'friends/search/:uid',
    files: ['static/js/async/layout.js', 'static/js/async/profile.js'],
  },
  { pattern: 'friends/search', files: ['static/js/async/layout.js', 'static/js/async/search.js'] },
  { pattern: 'friends/:uid', files: ['static/js/async/layout.js', 'static/js/async/friend.js'] },
  { pattern: 'friends', files: ['static/js/async/layout.js'] },
];

function hinted(pathname: string, remotes: Record<string, string>) {
  return withPageHints(html, {
    config,
    remotes,
    pathname,
    areas,
    screensOf: (url) => (url === '/mf-friends/mf-manifest.json' ? friendsScreens : undefined),
    manifestOf: (url) =>
      url === '/mf-learn/mf-manifest.json' || url === '/mf-friends/mf-manifest.json'
        ? manifest(
            'remoteEntry.1234abcd.js',
            ['static/js/async/routes.aaaa1111.js'],
            ['static/css/async/routes.bbbb2222.css'],
          )
        : undefined,
  });
}

const inlineBlock = (page: string) =>
  JSON.parse(
    /<script id="phrasebook-runtime" type="application\/json">(.*?)<\/script>/.exec(page)?.[1] ??
      'null',
  ) as { config: object; remotes: object; entries: Record<string, string> };

describe('the remote area of a path', () => {
  it('matches the most specific area first, as the shell does', () => {
    expect(areaOf('/learn/spa/review', areas)?.name).toBe('mf_review');
    expect(areaOf('/learn/spa/review/go', areas)?.name).toBe('mf_review');
    expect(areaOf('/learn/spa', areas)?.name).toBe('mf_learn');
    expect(areaOf('/learn', areas)?.name).toBe('mf_learn');
    expect(areaOf('/friends', areas)?.name).toBe('mf_friends');
  });

  it('leaves the shell’s own pages and look-alikes alone', () => {
    expect(areaOf('/', areas)).toBeUndefined();
    expect(areaOf('/login', areas)).toBeUndefined();
    expect(areaOf('/learning', areas)).toBeUndefined();
  });
});

describe('index.html with page hints', () => {
  const remotes = {
    mf_learn: '/mf-learn/mf-manifest.json',
    mf_review: 'https://review.example.org/mf-manifest.json',
  };

  it('carries the runtime files, and the entry the opened remote’s manifest names now', () => {
    const page = hinted('/learn', remotes);
    expect(inlineBlock(page)).toEqual({
      config,
      remotes,
      entries: { mf_learn: '/mf-learn/remoteEntry.1234abcd.js' },
    });
    // Nothing in the values can end a script element early.
    expect(page.match(/<\/script>/g)).toHaveLength(2);
  });

  it('preloads a signed-in area’s entry, routes module and styles when a session is stored', () => {
    const page = hinted('/learn/spa', remotes);
    expect(page).not.toContain('<link rel="preload"');
    const script = /<script>(try\{if\(localStorage[^<]*)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toContain(`localStorage.getItem("${AUTH_STORAGE_KEY}")`);
    expect(script).toContain(
      JSON.stringify([
        ['style', '/mf-learn/static/css/async/routes.bbbb2222.css'],
        ['script', '/mf-learn/remoteEntry.1234abcd.js'],
        ['script', '/mf-learn/static/js/async/routes.aaaa1111.js'],
      ]),
    );
  });

  it('preloads the opened screen’s files after the routes module', () => {
    const page = hinted('/friends/search', { mf_friends: '/mf-friends/mf-manifest.json' });
    const script = /<script>(try\{if\(localStorage[^<]*)<\/script>/.exec(page)?.[1] ?? '';
    expect(script).toContain(
      JSON.stringify([
        ['style', '/mf-friends/static/css/async/routes.bbbb2222.css'],
        ['script', '/mf-friends/remoteEntry.1234abcd.js'],
        ['script', '/mf-friends/static/js/async/routes.aaaa1111.js'],
        ['script', '/mf-friends/static/js/async/layout.js'],
        ['script', '/mf-friends/static/js/async/search.js'],
      ]),
    );
  });

  it('preloads a signed-out area’s files for everyone', () => {
    const page = hinted('/find-a-friend', { mf_friends: '/mf-friends/mf-manifest.json' });
    expect(page.match(/<link rel="preload"[^>]*>/g)).toEqual([
      '<link rel="preload" as="style" href="/mf-friends/static/css/async/routes.bbbb2222.css">',
      '<link rel="preload" as="script" href="/mf-friends/remoteEntry.1234abcd.js">',
      '<link rel="preload" as="script" href="/mf-friends/static/js/async/routes.aaaa1111.js">',
    ]);
  });

  it('looks for the session where supabase-js keeps it', () => {
    expect(SESSION_STORAGE_KEY).toBe(AUTH_STORAGE_KEY);
  });

  it('names no entry and preloads nothing outside any remote, or for a remote hosted elsewhere', () => {
    for (const pathname of ['/login', '/learn/spa/review']) {
      const page = hinted(pathname, remotes);
      expect(page).not.toContain('rel="preload"');
      expect(inlineBlock(page)).toEqual({ config, remotes, entries: {} });
    }
  });
});

describe('the files of the opened screen', () => {
  const files = (pathname: string) =>
    screenFilesFor(friendsScreens, pathname, '/mf-friends/mf-manifest.json').map((file) =>
      file.replace('/mf-friends/static/js/async/', ''),
    );

  it('takes the index screen of a layout, and the layout’s own way when nothing else matches', () => {
    expect(files('/friends')).toEqual(['layout.js', 'index.js']);
    expect(files('/friends/')).toEqual(['layout.js', 'index.js']);
  });

  it('prefers fixed segments to parameters, as the router ranks them', () => {
    expect(files('/friends/search')).toEqual(['layout.js', 'search.js']);
    expect(files('/friends/search/abc')).toEqual(['layout.js', 'profile.js']);
    expect(files('/friends/abc')).toEqual(['layout.js', 'friend.js']);
  });

  it('names nothing for a path no screen matches, or without the file', () => {
    expect(files('/friends/a/b/c')).toEqual([]);
    expect(screenFilesFor(undefined, '/friends', '/mf-friends/mf-manifest.json')).toEqual([]);
  });

  it('names files beside a manifest on another origin by their full address', () => {
    expect(
      screenFilesFor(friendsScreens, '/friends', 'https://friends.example.org/mf-manifest.json'),
    ).toEqual([
      'https://friends.example.org/static/js/async/layout.js',
      'https://friends.example.org/static/js/async/index.js',
    ]);
  });
});
