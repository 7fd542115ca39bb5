import { describe, expect, it } from 'vitest';
import sharedNeedsPlugin from './shared-needs-plugin.ts';

type Hooks = Record<string, (args: unknown) => unknown>;

/** The plugin's check of react-router on a page whose trimmed copy of it exports `exported`. */
function beforeLoadShare(exported: string[], needs: Record<string, string[]>) {
  const hooks = sharedNeedsPlugin({ app: 'mf_test', needs }) as unknown as Hooks;
  const factory = () => Object.fromEntries(exported.map((key) => [key, {}]));
  const copy = { treeShaking: { mode: 'runtime-infer', get: async () => factory } };
  const shareScopeMap = { default: { 'react-router': { '1.0.0': copy } } };
  return hooks.beforeLoadShare?.({ pkgName: 'react-router', origin: { shareScopeMap } });
}

describe('shared needs', () => {
  it('lets a remote load when the page’s trimmed copy holds every import', async () => {
    await expect(
      beforeLoadShare(['Link', 'useNavigate'], { 'react-router': ['Link'] }),
    ).resolves.toMatchObject({ pkgName: 'react-router' });
  });

  it('refuses, naming what is missing, when the deployed shell’s copy lacks an import', async () => {
    await expect(
      beforeLoadShare(['Link'], { 'react-router': ['Link', 'useNewThing'] }),
    ).rejects.toThrow(
      "mf_test uses useNewThing from react-router, which the deployed shell's shared copy lacks: ship the shell first",
    );
  });

  it('ignores packages the remote does not import', async () => {
    await expect(beforeLoadShare([], {})).resolves.toMatchObject({ pkgName: 'react-router' });
  });
});
