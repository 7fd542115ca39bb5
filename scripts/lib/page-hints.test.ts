import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '@phrasebook/data/session-hint';
import { SESSION_STORAGE_KEY, withPageHints, withoutPageHints } from './page-hints.mjs';
import { areas, config } from './page-hints-fixtures.ts';

// The learn remote beside the shell, the others each on an origin of its own.
const remotes = {
  mf_review: 'http://review.test/mf-manifest.json',
  mf_learn: '/mf-learn/mf-manifest.json',
  mf_friends: 'http://friends.test/mf-friends/mf-manifest.json',
};

const manifest = (name: string) => ({
  metaData: { remoteEntry: { name: `remoteEntry.${name}.js`, path: '' } },
  exposes: [
    {
      name: 'routes',
      assets: {
        js: { sync: [`static/js/async/routes.${name}.js`] },
        css: { sync: [`static/css/async/routes.${name}.css`] },
      },
    },
  ],
});
const manifests = {
  mf_review: manifest('r1'),
  mf_learn: manifest('l1'),
  mf_friends: manifest('f1'),
};

/** Each remote's screen-files.json: the friends layout, its index and screens beside it. */
const screens = {
  mf_learn: [
    { pattern: 'learn', files: ['static/js/async/home.js', 'static/css/async/home.css'] },
    { pattern: 'learn/:lang', files: ['static/js/async/deck.js'] },
  ],
  mf_friends: [
    { pattern: 'friends', files: ['static/js/async/layout.js', 'static/js/async/index.js'] },
    {
      pattern: 'friends/search/:uid',
      files: ['static/js/async/layout.js', 'static/js/async/profile.js'],
    },
    {
      pattern: 'friends/search',
      files: ['static/js/async/layout.js', 'static/js/async/search.js'],
    },
    { pattern: 'friends/:uid', files: ['static/js/async/layout.js', 'static/js/async/friend.js'] },
    { pattern: 'friends', files: ['static/js/async/layout.js'] },
  ],
};

const html = '<html><head><title>Phrasebook</title></head><body></body></html>';
const hinted = withPageHints(html, { config, remotes, manifests, screens, areas });

interface Loaded {
  runtime: { config: object; remotes: object; entries: Record<string, string> };
  preloads: [string, string][];
}

/** What the page's own scripts do as a browser parses `page` at `pathname`. */
function load(page: string, pathname: string, session = true): Loaded {
  const runtime = /<script id="phrasebook-runtime" type="application\/json">(.*?)<\/script>/.exec(
    page,
  )?.[1];
  const block = { textContent: runtime ?? '' };
  const preloads: [string, string][] = [];
  const context = vm.createContext({
    location: { pathname },
    localStorage: {
      getItem: (key: string) => (session && key === SESSION_STORAGE_KEY ? '{}' : null),
    },
    document: {
      getElementById: (id: string) => (id === 'phrasebook-runtime' ? block : null),
      createElement: () => ({}),
      head: { append: (link: { as: string; href: string }) => preloads.push([link.as, link.href]) },
    },
  });
  for (const [, script] of page.matchAll(/<script>(.*?)<\/script>/g)) {
    vm.runInContext(script ?? '', context);
  }
  return { runtime: JSON.parse(block.textContent || 'null'), preloads };
}

const entryOf = (pathname: string) => Object.keys(load(hinted, pathname).runtime.entries);
const screenFiles = (pathname: string) =>
  load(hinted, pathname)
    .preloads.map(([, href]) => href)
    .filter((href) => !/routes\.|remoteEntry\./.test(href))
    .map((href) => href.replace(/^.*\/static\/\w+\/async\//, ''));

describe('the remote area of a path', () => {
  it('is the most specific area that matches, as the shell mounts them', () => {
    expect(entryOf('/learn/spa/review')).toEqual(['mf_review']);
    expect(entryOf('/learn/spa/review/go')).toEqual(['mf_review']);
    expect(entryOf('/learn/spa')).toEqual(['mf_learn']);
    expect(entryOf('/learn')).toEqual(['mf_learn']);
    expect(entryOf('/friends')).toEqual(['mf_friends']);
    expect(entryOf('/find-a-friend')).toEqual(['mf_friends']);
  });

  it('is none for the shell’s own pages and look-alikes', () => {
    for (const pathname of ['/', '/login', '/learning']) {
      expect(load(hinted, pathname)).toEqual({
        runtime: { config, remotes, entries: {} },
        preloads: [],
      });
    }
  });
});

describe('index.html with page hints', () => {
  it('carries the runtime files, and the entry the opened remote’s manifest names now', () => {
    expect(load(hinted, '/learn/spa').runtime).toEqual({
      config,
      remotes,
      entries: { mf_learn: '/mf-learn/remoteEntry.l1.js' },
    });
    // Nothing in the values can end a script element early.
    expect(hinted.match(/<\/script>/g)).toHaveLength(2);
  });

  it('preloads the styles, then the entry, the routes module and the opened screen’s files', () => {
    expect(load(hinted, '/learn').preloads).toEqual([
      ['style', '/mf-learn/static/css/async/routes.l1.css'],
      ['style', '/mf-learn/static/css/async/home.css'],
      ['script', '/mf-learn/remoteEntry.l1.js'],
      ['script', '/mf-learn/static/js/async/routes.l1.js'],
      ['script', '/mf-learn/static/js/async/home.js'],
    ]);
  });

  it('names files on another origin by their full address', () => {
    expect(load(hinted, '/friends/search').preloads).toEqual([
      ['style', 'http://friends.test/mf-friends/static/css/async/routes.f1.css'],
      ['script', 'http://friends.test/mf-friends/remoteEntry.f1.js'],
      ['script', 'http://friends.test/mf-friends/static/js/async/routes.f1.js'],
      ['script', 'http://friends.test/mf-friends/static/js/async/layout.js'],
      ['script', 'http://friends.test/mf-friends/static/js/async/search.js'],
    ]);
  });

  it('preloads nothing of a signed-in area without a stored session, a signed-out one’s always', () => {
    expect(load(hinted, '/friends/search', false).preloads).toEqual([]);
    expect(load(hinted, '/find-a-friend', false).preloads).toEqual([
      ['style', 'http://friends.test/mf-friends/static/css/async/routes.f1.css'],
      ['script', 'http://friends.test/mf-friends/remoteEntry.f1.js'],
      ['script', 'http://friends.test/mf-friends/static/js/async/routes.f1.js'],
    ]);
  });

  it('looks for the session where supabase-js keeps it', () => {
    expect(SESSION_STORAGE_KEY).toBe(AUTH_STORAGE_KEY);
  });

  it('replaces what the deploy before wrote', () => {
    const redeployed = withPageHints(hinted, {
      config,
      remotes,
      manifests: { ...manifests, mf_learn: manifest('l2') },
      screens,
      areas,
    });
    expect(redeployed.match(/phrasebook-runtime/g)).toHaveLength(2);
    expect(redeployed).not.toContain('remoteEntry.l1.js');
    expect(load(redeployed, '/learn').runtime.entries).toEqual({
      mf_learn: '/mf-learn/remoteEntry.l2.js',
    });
    expect(withoutPageHints(redeployed)).toBe(html);
  });

  it('keeps for the offline app a page that names no entry a later deploy could replace', () => {
    const kept = withPageHints(hinted, {
      config,
      remotes,
      manifests,
      screens,
      areas,
      precache: true,
    });
    expect(load(kept, '/learn')).toEqual({
      runtime: { config, remotes, entries: {} },
      preloads: [],
    });
  });

  it('leaves out a remote whose manifest could not be read: its pages read it at load', () => {
    const page = withPageHints(html, {
      config,
      remotes,
      manifests: { ...manifests, mf_learn: undefined },
      screens,
      areas,
    });
    expect(load(page, '/learn')).toEqual({
      runtime: { config, remotes, entries: {} },
      preloads: [],
    });
  });
});

describe('the files of the opened screen', () => {
  it('are the index screen’s of a layout, or the layout’s own when nothing else matches', () => {
    expect(screenFiles('/friends')).toEqual(['layout.js', 'index.js']);
    expect(screenFiles('/friends/')).toEqual(['layout.js', 'index.js']);
  });

  it('prefer fixed segments to parameters, as the router ranks them', () => {
    expect(screenFiles('/friends/search')).toEqual(['layout.js', 'search.js']);
    expect(screenFiles('/friends/search/abc')).toEqual(['layout.js', 'profile.js']);
    expect(screenFiles('/friends/abc')).toEqual(['layout.js', 'friend.js']);
  });

  it('are none for a path no screen matches, or without screen-files.json', () => {
    expect(screenFiles('/friends/a/b/c')).toEqual([]);
    expect(screenFiles('/learn/spa/review')).toEqual([]);
  });
});
