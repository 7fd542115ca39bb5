import { describe, expect, it } from 'vitest';
import { remoteFileUrls, remoteManifestUrls } from './remote-files.ts';

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
  shared: [{ assets: { js: { sync: ['static/js/async/react.4444dddd.js'], async: [] } } }],
};

describe('remoteFileUrls', () => {
  it('names the entry and every file of what it exposes, beside the manifest, not its shared copies', () => {
    expect(remoteFileUrls(manifest, 'https://app.example/mf-learn/mf-manifest.json')).toEqual([
      'https://app.example/mf-learn/remoteEntry.1234abcd.js',
      'https://app.example/mf-learn/static/js/async/expose.1111aaaa.js',
      'https://app.example/mf-learn/static/js/async/3.2222bbbb.js',
      'https://app.example/mf-learn/static/css/async/3.3333cccc.css',
    ]);
  });

  it('follows an explicit public path', () => {
    const elsewhere = {
      ...manifest,
      metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/learn/' },
    };
    expect(remoteFileUrls(elsewhere, 'https://app.example/mf-manifest.json')[0]).toBe(
      'https://cdn.example/learn/remoteEntry.1234abcd.js',
    );
  });

  it('names nothing for what is not a manifest', () => {
    expect(remoteFileUrls(null, 'https://app.example/x/mf-manifest.json')).toEqual([]);
    expect(remoteFileUrls('<html>', 'https://app.example/x/mf-manifest.json')).toEqual([]);
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
