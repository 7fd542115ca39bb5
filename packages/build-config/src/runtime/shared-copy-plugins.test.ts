import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import oneSharedCopyPlugin from './one-shared-copy-plugin.ts';
import sharedNeedsPlugin from './shared-needs-plugin.ts';
import { ModuleFederation } from '@module-federation/runtime';
import { fullCopyRequested, requestFullCopy } from './full-copy-requests.ts';
import { loadsRemotes } from './loads-remotes.ts';

type Hooks = Record<string, (args: unknown) => unknown>;

/** A share scope with one tree-shaken package whose trimmed copy exports `exported`. */
function shareScope(
  packages: Record<string, { exported: string[]; inUse?: boolean; whole?: boolean }>,
) {
  const scope: Record<string, Record<string, object>> = {};
  for (const [name, { exported, inUse, whole }] of Object.entries(packages)) {
    const factory = () => Object.fromEntries(exported.map((key) => [key, {}]));
    scope[name] = {
      '1.0.0': {
        ...(whole ? { lib: () => ({}) } : {}),
        treeShaking: {
          mode: 'runtime-infer',
          get: async () => factory,
          lib: inUse ? factory : undefined,
        },
      },
    };
  }
  return { default: scope };
}

function resolve(shareScopeMap: ReturnType<typeof shareScope>, pkgName: string) {
  const args = {
    shareScopeMap,
    scope: 'default',
    pkgName,
    version: '1.0.0',
    resolver: () => ({ shared: 'default choice', useTreesShaking: true }),
  };
  const hooks = oneSharedCopyPlugin() as unknown as Hooks;
  return (hooks.resolveShare?.(args) as typeof args).resolver();
}

function beforeLoadShare(
  shareScopeMap: ReturnType<typeof shareScope>,
  pkgName: string,
  needs: Record<string, string[]>,
  wholeWith: Record<string, string[]> = {},
) {
  const hooks = sharedNeedsPlugin({ app: 'mf_test', needs, wholeWith }) as unknown as Hooks;
  return hooks.beforeLoadShare?.({ pkgName, origin: { shareScopeMap } });
}

const reload = vi.fn();
const dispatchEvent = vi.fn();
beforeEach(() => {
  const stored = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  vi.stubGlobal('window', { location: { reload }, dispatchEvent });
});
afterEach(() => {
  vi.unstubAllGlobals();
  reload.mockReset();
});

describe('one shared copy', () => {
  it('leaves the trimmed copy to Module Federation until a whole one is asked for or in use', () => {
    expect(resolve(shareScope({ ui: { exported: ['A'] } }), 'ui').useTreesShaking).toBe(true);
    expect(
      resolve(shareScope({ ui: { exported: ['A'], whole: true } }), 'ui').useTreesShaking,
    ).toBe(false);
  });
});

describe('one shared copy, in a start-up without remote loading', () => {
  const leftOut = () => {
    const instance = new ModuleFederation({ name: 'shell', remotes: [] });
    instance.remoteHandler = { hooks: { applyPlugin: () => {}, lifecycle: {} } } as never;
    return instance;
  };
  const loadShare = (origin: ModuleFederation, pkgName: string) =>
    (oneSharedCopyPlugin() as unknown as Hooks).beforeLoadShare?.({ origin, pkgName });

  it('adds remote loading before a whole copy loads, since it loads through an entry script', async () => {
    const origin = leftOut();
    await loadShare(origin, 'ui');
    expect(loadsRemotes(origin)).toBe(false);
    requestFullCopy('ui');
    await loadShare(origin, 'ui');
    expect(loadsRemotes(origin)).toBe(true);
  });
});

describe('shared needs', () => {
  it('takes the trimmed copy when it holds every import', async () => {
    await beforeLoadShare(shareScope({ ui: { exported: ['A', 'B'], inUse: true } }), 'ui', {
      ui: ['A'],
    });
    expect(fullCopyRequested('ui')).toBe(false);
    expect(resolve(shareScope({ ui: { exported: ['A'] } }), 'ui').useTreesShaking).toBe(true);
  });

  it('switches every app to the whole copy at once when nothing renders with the trimmed one', async () => {
    const scope = shareScope({ ui: { exported: ['A'] } });
    await beforeLoadShare(scope, 'ui', { ui: ['A', 'New'] });
    expect(reload).not.toHaveBeenCalled();
    expect(resolve(scope, 'ui').useTreesShaking).toBe(false);
  });

  it('reloads once, asking for every package the app misses, when the trimmed copy renders', async () => {
    const scope = shareScope({
      ui: { exported: ['A'], inUse: true },
      router: { exported: ['Link'], inUse: true },
    });
    void beforeLoadShare(scope, 'ui', { ui: ['New'], router: ['Link', 'useNew'] });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fullCopyRequested('ui') && fullCopyRequested('router')).toBe(true);
  });

  it('turns the packages a whole copy imports from whole with it', async () => {
    const scope = shareScope({ ui: { exported: ['A'] }, hooks: { exported: ['useA'] } });
    await beforeLoadShare(scope, 'ui', { ui: ['New'] }, { ui: ['hooks'] });
    expect(reload).not.toHaveBeenCalled();
    expect(resolve(scope, 'hooks').useTreesShaking).toBe(false);
    // Announced, for what must follow a whole copy (Mantine's whole styles).
    const announced = dispatchEvent.mock.calls.map(([event]) => (event as CustomEvent).detail);
    expect(announced).toEqual(expect.arrayContaining(['ui', 'hooks']));
  });

  it('reloads when a package that must turn whole with it already renders trimmed', async () => {
    const scope = shareScope({
      ui: { exported: ['A'] },
      hooks: { exported: ['useA'], inUse: true },
    });
    void beforeLoadShare(scope, 'ui', { ui: ['New'] }, { ui: ['hooks'] });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(fullCopyRequested('ui') && fullCopyRequested('hooks')).toBe(true);
  });

  it('explains itself when the reload did not bring the whole copy', async () => {
    const scope = shareScope({ ui: { exported: ['A'], inUse: true } });
    sessionStorage.setItem('phrasebook-full-shared-copies', 'ui');
    await expect(beforeLoadShare(scope, 'ui', { ui: ['New'] })).rejects.toThrow(
      "mf_test uses New from ui, which the shell's shared copy lacks",
    );
    expect(reload).not.toHaveBeenCalled();
  });
});
