import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  SESSION_STORAGE_KEY,
  withPageHints,
  withStaticPageHints,
  withoutStaticPageHints,
} from './page-hints.mjs';
import { areas, config } from './page-hints-fixtures.ts';

// Each remote on an origin of its own, as the static rehearsal deploys them.
const remotes = {
  mf_review: 'http://review.test/mf-review/mf-manifest.json',
  mf_learn: 'http://learn.test/mf-learn/mf-manifest.json',
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
const screens = {
  mf_learn: [
    { pattern: 'learn', files: ['static/js/async/home.js', 'static/css/async/home.css'] },
    { pattern: 'learn/:lang', files: ['static/js/async/deck.js'] },
  ],
  mf_friends: [
    { pattern: 'friends', files: ['static/js/async/layout.js', 'static/js/async/index.js'] },
    { pattern: 'friends/search', files: ['static/js/async/search.js'] },
    { pattern: 'friends/:uid', files: ['static/js/async/friend.js'] },
  ],
};

const html = '<html><head><title>Phrasebook</title></head><body></body></html>';
const staticPage = withStaticPageHints(html, { config, remotes, manifests, screens, areas });

interface Loaded {
  runtime: { config: object; remotes: object; entries: Record<string, string> };
  preloads: [string, string][];
}

/** What the page's own scripts do as a browser parses `page` at `pathname`. */
function load(page: string, pathname: string, session: boolean): Loaded {
  const blocks = new Map<string, { textContent: string }>();
  const runtime = /<script id="phrasebook-runtime" type="application\/json">(.*?)<\/script>/.exec(
    page,
  )?.[1];
  blocks.set('phrasebook-runtime', { textContent: runtime ?? '' });
  const preloads: [string, string][] = [];
  const context = vm.createContext({
    location: { pathname },
    localStorage: {
      getItem: (key: string) => (session && key === SESSION_STORAGE_KEY ? '{}' : null),
    },
    document: {
      getElementById: (id: string) => blocks.get(id) ?? null,
      createElement: () => ({}),
      head: { append: (link: { as: string; href: string }) => preloads.push([link.as, link.href]) },
    },
  });
  for (const [, script] of page.matchAll(/<script>(.*?)<\/script>/g)) {
    vm.runInContext(script ?? '', context);
  }
  for (const [, as, href] of page.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)">/g)) {
    preloads.push([as ?? '', href ?? '']);
  }
  return { runtime: JSON.parse(blocks.get('phrasebook-runtime')?.textContent ?? 'null'), preloads };
}

describe('index.html written at deploy time for a static host', () => {
  it('gives every page what scripts/serve.mjs writes for it per request', () => {
    const pathnames = ['/learn', '/learn/spa', '/learn/spa/review', '/friends', '/friends/search'];
    for (const pathname of [...pathnames, '/friends/abc', '/find-a-friend', '/login', '/']) {
      const served = withPageHints(html, {
        config,
        remotes,
        pathname,
        areas,
        manifestOf: (url) => Object.values(manifests)[Object.values(remotes).indexOf(url)],
        screensOf: (url) =>
          screens[
            Object.keys(remotes)[Object.values(remotes).indexOf(url)] as keyof typeof screens
          ],
      });
      for (const session of [true, false]) {
        expect(load(staticPage, pathname, session), `${pathname}, session ${session}`).toEqual(
          load(served, pathname, session),
        );
      }
    }
  });

  it('preloads nothing of a signed-in area without a stored session', () => {
    expect(load(staticPage, '/friends/search', false).preloads).toEqual([]);
    expect(load(staticPage, '/friends/search', true).preloads).toEqual([
      ['style', 'http://friends.test/mf-friends/static/css/async/routes.f1.css'],
      ['script', 'http://friends.test/mf-friends/remoteEntry.f1.js'],
      ['script', 'http://friends.test/mf-friends/static/js/async/routes.f1.js'],
      ['script', 'http://friends.test/mf-friends/static/js/async/search.js'],
    ]);
  });

  it('replaces what the deploy before wrote, and nothing in it ends a script early', () => {
    const redeployed = withStaticPageHints(staticPage, {
      config,
      remotes,
      manifests: { ...manifests, mf_learn: manifest('l2') },
      screens,
      areas,
    });
    expect(redeployed.match(/phrasebook-runtime/g)).toHaveLength(2);
    expect(redeployed).not.toContain('remoteEntry.l1.js');
    expect(load(redeployed, '/learn', true).runtime.entries).toEqual({
      mf_learn: 'http://learn.test/mf-learn/remoteEntry.l2.js',
    });
    expect(redeployed.match(/<\/script>/g)).toHaveLength(2);
    expect(withoutStaticPageHints(redeployed)).toBe(html);
  });

  it('keeps for the offline app a page that names no entry a later deploy could replace', () => {
    const kept = withStaticPageHints(staticPage, {
      config,
      remotes,
      manifests,
      screens,
      areas,
      precache: true,
    });
    expect(load(kept, '/learn', true)).toEqual({
      runtime: { config, remotes, entries: {} },
      preloads: [],
    });
  });

  it('leaves out a remote whose manifest could not be read: its pages read it at load', () => {
    const page = withStaticPageHints(html, {
      config,
      remotes,
      manifests: { ...manifests, mf_learn: undefined },
      screens,
      areas,
    });
    expect(load(page, '/learn', true)).toEqual({
      runtime: { config, remotes, entries: {} },
      preloads: [],
    });
  });
});
