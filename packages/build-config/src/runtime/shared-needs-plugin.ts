import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { fullCopyRequested, requestFullCopy } from './full-copy-requests.ts';

export interface SharedNeedsOptions {
  /** Federation name of the app, for the error message. */
  app: string;
  /** Exports the app's own code imports from each tree-shaken shared package. */
  needs: Record<string, string[]>;
  /**
   * Tree-shaken packages a package's whole copy imports from (a trimmed package importing another):
   * they turn whole with it, since its whole copy may use what their trimmed ones lack.
   * @default {}
   */
  wholeWith?: Record<string, string[]>;
}

const never = new Promise<never>(() => {});

function trimmedCopyOf(origin: ModuleFederation, pkgName: string) {
  const versions = Object.values(origin.shareScopeMap.default?.[pkgName] ?? {});
  return versions.find((version) => version.treeShaking?.mode === 'runtime-infer');
}

/** Whether the page already runs the trimmed copy of `pkgName` (only a reload replaces it). */
function trimmedInUse(origin: ModuleFederation, pkgName: string): boolean {
  const trimmed = trimmedCopyOf(origin, pkgName)?.treeShaking;
  return Boolean(trimmed?.lib || trimmed?.loading);
}

/** What `wanted` misses in the trimmed copy of `pkgName` the page would hand out. */
async function shortfall(
  origin: ModuleFederation,
  pkgName: string,
  wanted: string[],
): Promise<{ missing: string[] }> {
  const shared = trimmedCopyOf(origin, pkgName);
  const trimmed = shared?.treeShaking;
  // Nothing trimmed, or the whole copy is in use: nothing can be missing.
  if (!shared || !trimmed?.get || shared.lib || shared.loading) return { missing: [] };
  const factory = trimmed.lib ?? (await (trimmed.loading ?? trimmed.get()));
  const exports = factory() as object;
  return { missing: wanted.filter((name) => !(name in exports)) };
}

/**
 * Lets a remote built after the shell use exports the shell's trimmed copy of a shared package
 * lacks (README, "Shipping one remote on its own"). Before the remote takes a tree-shaken
 * singleton it looks for its imports in the copy the page uses. When some are missing, the
 * tab asks for whole copies (one-shared-copy-plugin.ts): at once if nothing uses the trimmed
 * copy yet, otherwise through one reload, since a page cannot swap a copy it already renders
 * with. Fails with an explanation when even that cannot help.
 */
export default function sharedNeedsPlugin({
  app,
  needs,
  wholeWith = {},
}: SharedNeedsOptions): ModuleFederationRuntimePlugin {
  const together = (pkgName: string) => [pkgName, ...(wholeWith[pkgName] ?? [])];
  return {
    name: 'phrasebook-shared-needs',
    async beforeLoadShare(args) {
      const { origin, pkgName } = args;
      const wanted = needs[pkgName];
      if (!wanted?.length) return args;
      const { missing } = await shortfall(origin, pkgName, wanted);
      if (missing.length === 0) return args;
      const firstRequest = !fullCopyRequested(pkgName);
      if (together(pkgName).every(requestFullCopy)) {
        // Nothing renders with those trimmed copies yet: every app takes the whole ones now.
        if (!together(pkgName).some((name) => trimmedInUse(origin, name))) return args;
        if (firstRequest) {
          // Ask for everything this app misses at once, so that one reload is enough.
          for (const [other, otherWanted] of Object.entries(needs)) {
            const more = await shortfall(origin, other, otherWanted);
            if (more.missing.length > 0) together(other).forEach(requestFullCopy);
          }
          window.location.reload();
          return never;
        }
      }
      // No storage, or a shell without one-shared-copy-plugin.ts ignored the request.
      throw new Error(
        `${app} uses ${missing.join(', ')} from ${pkgName}, which the shell's shared copy lacks: ship the shell built with the current list too`,
      );
    },
  };
}
