import { describe, expect, it } from 'vitest';
import { splitShellFiles } from './shell-files.ts';

const base = 'https://phrasebook.test/sw.js';
const manifest = [
  { url: 'index.html', revision: 'a1' },
  { url: 'icons/icon-192.png', revision: 'b2' },
  { url: 'static/js/index.2ed98d63.js', revision: null },
  { url: 'static/js/async/bootstrap.a747b127.js', revision: null },
  { url: 'static/js/async/lean-screens.4c1d2e3f.js', revision: null },
  { url: 'static/css/async/profile.085e4c6a.css', revision: null },
];

describe('splitShellFiles', () => {
  it('installs the start-up files and those without a hash, and leaves the other scripts and styles for later', () => {
    const { atInstall, afterwards } = splitShellFiles(
      manifest,
      ['/static/js/index.2ed98d63.js', '/static/js/async/bootstrap.a747b127.js'],
      base,
    );
    expect(atInstall.map((entry) => (typeof entry === 'string' ? entry : entry.url))).toEqual([
      'index.html',
      'icons/icon-192.png',
      'static/js/index.2ed98d63.js',
      'static/js/async/bootstrap.a747b127.js',
    ]);
    expect(afterwards).toEqual([
      'https://phrasebook.test/static/js/async/lean-screens.4c1d2e3f.js',
      'https://phrasebook.test/static/css/async/profile.085e4c6a.css',
    ]);
  });

  it('keeps a script with a revision in the precache: only hashed names are safe to fetch later', () => {
    const { atInstall, afterwards } = splitShellFiles(
      [{ url: 'static/js/unhashed.js', revision: 'c3' }],
      [],
      base,
    );
    expect(atInstall).toHaveLength(1);
    expect(afterwards).toEqual([]);
  });

  it('installs everything when the build named no start-up files', () => {
    const { atInstall, afterwards } = splitShellFiles(manifest, null, base);
    expect(atInstall).toEqual(manifest);
    expect(afterwards).toEqual([]);
  });
});
