import { describe, expect, it } from 'vitest';
import {
  leftoverRemoteFiles,
  remoteFileUrls,
  remoteManifestUrls,
  sharedNames,
} from './remote-files.ts';

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.1234abcd.js', path: '' } },
  exposes: [
    {
      assets: {
        js: {
          sync: ['static/js/async/expose.1111aaaa.js'],
          async: ['static/js/async/3.2222bbbb.js'],
        },
        css: { sync: [], async: ['static/css/async/3.3333cccc.css'] },
      },
    },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['static/js/async/react.4444dddd.js'], async: [] } } },
    {
      name: 'jotai/utils',
      assets: { js: { sync: ['static/js/async/utils.5555eeee.js'], async: [] } },
    },
  ],
};

describe('remoteFileUrls', () => {
  it('names the entry, what it exposes and its copies of what the shell does not share, beside the manifest', () => {
    const provided = sharedNames({ shared: [{ name: 'react' }, { name: 'jotai' }] });
    expect(
      remoteFileUrls(manifest, 'https://app.example/mf-learn/mf-manifest.json', provided),
    ).toEqual([
      'https://app.example/mf-learn/remoteEntry.1234abcd.js',
      'https://app.example/mf-learn/static/js/async/expose.1111aaaa.js',
      'https://app.example/mf-learn/static/js/async/3.2222bbbb.js',
      'https://app.example/mf-learn/static/css/async/3.3333cccc.css',
      'https://app.example/mf-learn/static/js/async/utils.5555eeee.js',
    ]);
  });

  it('follows an explicit public path', () => {
    const elsewhere = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/learn/' },
    };
    expect(remoteFileUrls(elsewhere, 'https://app.example/mf-manifest.json', new Set())[0]).toBe(
      'https://cdn.example/learn/remoteEntry.1234abcd.js',
    );
  });

  it('names nothing for what is not a manifest', () => {
    expect(remoteFileUrls(null, 'https://app.example/x/mf-manifest.json', new Set())).toEqual([]);
    expect(remoteFileUrls('<html>', 'https://app.example/x/mf-manifest.json', new Set())).toEqual(
      [],
    );
  });
});

describe('remoteManifestUrls', () => {
  it('resolves each location against remotes.json, as the shell does', () => {
    expect(
      remoteManifestUrls(
        {
          mf_learn: '/mf-learn/mf-manifest.json',
          mf_review: 'https://cdn.example/review/mf-manifest.json',
        },
        'https://app.example/remotes.json',
      ),
    ).toEqual([
      'https://app.example/mf-learn/mf-manifest.json',
      'https://cdn.example/review/mf-manifest.json',
    ]);
  });

  it('skips what is not a location', () => {
    expect(remoteManifestUrls({ mf_learn: 3 }, 'https://app.example/remotes.json')).toEqual([]);
    expect(remoteManifestUrls(null, 'https://app.example/remotes.json')).toEqual([]);
  });
});

describe('leftoverRemoteFiles', () => {
  const manifestUrl = 'https://app.example/mf-learn/mf-manifest.json';
  const redeployed = {
    ...manifest,
    metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.9999ffff.js', path: '' } },
  };
  const learn = (file: string) => `https://app.example/mf-learn/${file}`;

  it("names the remote's kept files that neither its manifest nor the one before names", () => {
    const kept = [
      learn('remoteEntry.0000aaaa.js'),
      learn('remoteEntry.1234abcd.js'),
      learn('remoteEntry.9999ffff.js'),
      learn('static/js/async/expose.1111aaaa.js'),
      learn('static/js/async/react.4444dddd.js'),
      learn('static/js/async/old.7777aaaa.js'),
    ];
    expect(leftoverRemoteFiles(kept, manifestUrl, [redeployed, manifest])).toEqual([
      learn('remoteEntry.0000aaaa.js'),
      learn('static/js/async/old.7777aaaa.js'),
    ]);
  });

  it("leaves other remotes' files alone", () => {
    const kept = [
      'https://app.example/mf-review/remoteEntry.0000aaaa.js',
      'https://app.example/mf-learn-extra/remoteEntry.0000aaaa.js',
    ];
    expect(leftoverRemoteFiles(kept, manifestUrl, [redeployed, manifest])).toEqual([]);
  });
});
