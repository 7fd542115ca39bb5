import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { fullCopyRequested } from './full-copy-requests.ts';

/**
 * Keeps one copy of each tree-shaken singleton on the page. Module Federation registers two
 * per package: the trimmed copy (`treeShaking`) and the whole one (the entry itself, built
 * into `independent-packages/`). Its own choice ignores what the consumer needs, and a second
 * copy of Mantine or react-router would split their React contexts, so every app resolves:
 * the whole copy once it is loading or loaded, or when this tab asked for it; otherwise the
 * default (the trimmed copy).
 */
export default function oneSharedCopyPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'phrasebook-one-shared-copy',
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
