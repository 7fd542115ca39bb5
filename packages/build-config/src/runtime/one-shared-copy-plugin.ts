import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { fullCopyRequested } from './full-copy-requests.ts';
import { loadsRemotes } from './loads-remotes.ts';

/**
 * Keeps one copy of each tree-shaken singleton on the page. Module Federation registers two
 * per package: the trimmed copy (`treeShaking`) and the whole one (the entry itself, built
 * into `independent-packages/`). Its own choice ignores what the consumer needs, and a second
 * copy of Mantine or react-router would split their React contexts, so every app resolves:
 * the whole copy once it is loading or loaded, or when this tab asked for it; otherwise the
 * default (the trimmed copy). A whole copy loads through an entry script of its own, which
 * takes the runtime's remote loading: the shell's production start-up leaves that out until
 * the first remote loads (enable-remote-loading.ts), so a whole copy asked for before then
 * brings it first.
 */
export default function oneSharedCopyPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'phrasebook-one-shared-copy',
    async beforeLoadShare(args) {
      const { origin, pkgName } = args;
      if (!loadsRemotes(origin) && fullCopyRequested(pkgName)) {
        const { enableRemoteLoading } = await import('./enable-remote-loading.ts');
        enableRemoteLoading(origin);
      }
      return args;
    },
    resolveShare(args) {
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      const trimmed = shared?.treeShaking?.mode === 'runtime-infer';
      if (trimmed && (shared.lib || shared.loading || fullCopyRequested(args.pkgName))) {
        args.resolver = () => ({ shared, useTreesShaking: false });
      }
      return args;
    },
  };
}
