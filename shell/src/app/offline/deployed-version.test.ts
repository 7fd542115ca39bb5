import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const page = (scripts: string[]) =>
  `<!doctype html><html><head>${scripts.map((src) => `<script defer src="${src}"></script>`).join('')}</head><body></body></html>`;

const manifest = (entry: string) => ({ metaData: { remoteEntry: { name: entry, path: '' } } });

let served: Record<string, unknown>;

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = '<script defer src="/static/js/index.aaaa1111.js"></script>';
  served = {
    '/index.html?deployed': page(['/static/js/index.aaaa1111.js']),
    '/remotes.json': { mf_learn: '/mf-learn/mf-manifest.json' },
    'http://localhost:3000/mf-learn/mf-manifest.json': manifest('remoteEntry.1111aaaa.js'),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      const key = Object.keys(served).find((path) => url === path || url.endsWith(path));
      const body = key === undefined ? undefined : served[key];
      if (body === undefined) return new Response('', { status: 404 });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body));
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

async function pageThatLoadedLearn() {
  const version = await import('./deployed-version.ts');
  const loaded = await import('./loaded-version.ts');
  loaded.recordLoadedShell();
  loaded.recordLoadedLocations({ mf_learn: 'http://localhost:3000/mf-learn/mf-manifest.json' });
  loaded.recordLoadedManifest(
    'http://localhost:3000/mf-learn/mf-manifest.json',
    manifest('remoteEntry.1111aaaa.js'),
  );
  return version;
}

describe('newVersionDeployed', () => {
  it('is false while the shell and the loaded remotes are what the page runs', async () => {
    expect(await (await pageThatLoadedLearn()).newVersionDeployed()).toBe(false);
  });

  it('is false while one of the shell’s chunks downloads: index.html never names it', async () => {
    const version = await pageThatLoadedLearn();
    const chunk = document.createElement('script');
    chunk.src = '/static/js/async/notifications.cccc3333.js';
    document.head.append(chunk);
    expect(await version.newVersionDeployed()).toBe(false);
  });

  it('notices a new shell build: index.html names other scripts', async () => {
    served['/index.html?deployed'] = page(['/static/js/index.bbbb2222.js']);
    expect(await (await pageThatLoadedLearn()).newVersionDeployed()).toBe(true);
  });

  it('asks the browser for the new shell’s worker, and only then', async () => {
    const update = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: { getRegistration: async () => ({ update }) },
    });
    const version = await pageThatLoadedLearn();
    await version.newVersionDeployed();
    expect(update).not.toHaveBeenCalled();

    served['/index.html?deployed'] = page(['/static/js/index.bbbb2222.js']);
    await version.newVersionDeployed();
    await vi.waitFor(() => expect(update).toHaveBeenCalledTimes(1));
  });

  it('notices a remote rebuilt in place: its manifest names another entry', async () => {
    served['http://localhost:3000/mf-learn/mf-manifest.json'] = manifest('remoteEntry.2222bbbb.js');
    expect(await (await pageThatLoadedLearn()).newVersionDeployed()).toBe(true);
  });

  it('notices a remote moved elsewhere in remotes.json', async () => {
    served['/remotes.json'] = { mf_learn: '/mf-learn-v2/mf-manifest.json' };
    expect(await (await pageThatLoadedLearn()).newVersionDeployed()).toBe(true);
  });

  it('ignores remotes the page never loaded', async () => {
    const version = await import('./deployed-version.ts');
    const loaded = await import('./loaded-version.ts');
    loaded.recordLoadedShell();
    loaded.recordLoadedLocations({ mf_learn: 'http://localhost:3000/mf-learn/mf-manifest.json' });
    served['http://localhost:3000/mf-learn/mf-manifest.json'] = manifest('remoteEntry.2222bbbb.js');
    expect(await version.newVersionDeployed()).toBe(false);
  });
});
