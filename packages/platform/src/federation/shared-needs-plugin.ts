import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

export interface SharedNeedsOptions {
  /** Federation name of the app, for the error message. */
  app: string;
  /** Exports the app's own code imports from each tree-shaken shared package. */
  needs: Record<string, string[]>;
}

/**
 * A remote built after the shell may import an export of a tree-shaken shared package that the
 * shell's trimmed copy lacks. A page holds one copy of such a singleton (two routers would split
 * its context), so the remote refuses to start, naming what it misses; the shell shows that
 * area's unavailable panel with the message and every other area keeps working
 * (docs/deploying.md, "Shipping one remote on its own").
 */
export default function sharedNeedsPlugin({
  app,
  needs,
}: SharedNeedsOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'phrasebook-shared-needs',
    async beforeLoadShare(args) {
      const { origin, pkgName } = args;
      const versions = Object.values(origin.shareScopeMap.default?.[pkgName] ?? {});
      const copy = versions.find((v) => v.treeShaking?.mode === 'runtime-infer')?.treeShaking;
      const wanted = needs[pkgName];
      if (!wanted?.length || !copy?.get) return args;
      const exports = (copy.lib ?? (await (copy.loading ?? copy.get())))() as object;
      const missing = wanted.filter((name) => !(name in exports));
      if (missing.length > 0) {
        throw new Error(
          `${app} uses ${missing.join(', ')} from ${pkgName}, which the deployed shell's shared copy lacks: ship the shell first (docs/deploying.md)`,
        );
      }
      return args;
    },
  };
}
