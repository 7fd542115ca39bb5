import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/runtime';

export interface SharedNeedsOptions {
  /** Federation name of the app, for the error message. */
  app: string;
  /** Exports the app's own code imports from each tree-shaken shared package. */
  needs: Record<string, string[]>;
}

/** The exports `wanted` misses in the trimmed copy of `pkgName` that the page holds. */
export async function missingExports(
  origin: ModuleFederation,
  pkgName: string,
  wanted: string[],
): Promise<string[]> {
  const versions = Object.values(origin.shareScopeMap.default?.[pkgName] ?? {});
  const trimmed = versions.find((version) => version.treeShaking?.mode === 'runtime-infer');
  const copy = trimmed?.treeShaking;
  if (!copy?.get) return [];
  const factory = copy.lib ?? (await (copy.loading ?? copy.get()));
  const exports = factory() as object;
  return wanted.filter((name) => !(name in exports));
}

/** The message a remote fails with when the deployed shell's copy lacks what it imports. */
export function shipTheShellFirst(app: string, pkgName: string, missing: string[]): string {
  return `${app} uses ${missing.join(', ')} from ${pkgName}, which the deployed shell's shared copy lacks: ship the shell first (docs/deploying.md)`;
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
      const wanted = needs[args.pkgName];
      if (!wanted?.length) return args;
      const missing = await missingExports(args.origin, args.pkgName, wanted);
      if (missing.length > 0) throw new Error(shipTheShellFirst(app, args.pkgName, missing));
      return args;
    },
  };
}
