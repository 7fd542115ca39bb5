import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '@phrasebook/data/session-hint';
import { SESSION_STORAGE_KEY, areaOf, withPageHints, type RemoteArea } from './page-hints.mjs';

const areas: RemoteArea[] = [
  { name: 'mf_review', paths: [{ pattern: 'learn/:lang/review/*', group: 'signed-in' }] },
  { name: 'mf_learn', paths: [{ pattern: 'learn/*', group: 'signed-in' }] },
  {
    name: 'mf_friends',
    paths: [
      { pattern: 'friends/*', group: 'signed-in' },
      { pattern: 'find-a-friend/*', group: 'signed-out' },
    ],
  },
];

const manifest = (entry: string, routes: string[], styles: string[] = []) => ({
  metaData: { remoteEntry: { name: entry, path: '' }, publicPath: 'auto' },
  exposes: [{ name: 'routes', assets: { js: { sync: routes }, css: { sync: styles } } }],
});

const html = '<html><head><title>Phrasebook</title></head><body></body></html>';
const config = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'key</script>' };

function hinted(pathname: string, remotes: Record<string, string>) {
  return withPageHints(html, {
    config,
    remotes,
    pathname,
    areas,
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
