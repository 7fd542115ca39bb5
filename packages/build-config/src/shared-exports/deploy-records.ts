import type { RsbuildPlugin } from '@rsbuild/core';

/** In a remote's dist/: what it imports from each trimmed shared package. */
export const SHARED_NEEDS_FILE = 'shared-needs.json';
/** In the shell's dist/: what its trimmed copy of each shared package keeps. */
export const SHARED_EXPORTS_FILE = 'shared-exports.json';

/**
 * Writes `file` into the build's output with `data` as JSON: the records
 * scripts/check-deploy.mjs compares before a remote ships alone (docs/deploying.md).
 */
export function deployRecordPlugin(file: string, data: () => unknown): RsbuildPlugin {
  return {
    name: `phrasebook-deploy-record:${file}`,
    setup(api) {
      api.processAssets(
        { stage: 'additional', environments: ['web'] },
        ({ compilation, sources }) => {
          compilation.emitAsset(
            file,
            new sources.RawSource(`${JSON.stringify(data(), null, 2)}\n`),
          );
        },
      );
    },
  };
}
