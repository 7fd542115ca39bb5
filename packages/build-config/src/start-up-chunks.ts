import type { Rspack } from '@rsbuild/core';

export interface StartUpChunkOptions {
  /** npm packages every page runs before its first screen, with their own dependencies. */
  everyPagePackages: string[];
  /** npm packages a signed-in page runs besides, with their own dependencies. */
  signedInPackages: string[];
  /** The shell's own start-up chunks that only signed-in pages load, by webpackChunkName. */
  signedInChunks: string[];
  /**
   * The files of the shared modules a signed-in page draws its first screen with (Mantine's
   * `core` part and `@phrasebook/ui`): each comes in a chunk of its own, and the Mantine
   * internals it shares with the other parts in several more.
   */
  signedInSharedFiles: string[];
}

const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the files of `names`, as pnpm installs them (`…/node_modules/<name>/…`). */
export function packageFiles(names: readonly string[]): RegExp {
  const separator = '[\\\\/]';
  const name = (scoped: string) => scoped.split('/').map(escape).join(separator);
  return new RegExp(`node_modules${separator}(${names.map(name).join('|')})${separator}`);
}

const mantineFiles = packageFiles(['@mantine/core']);

/**
 * Selects what the shared modules in `sharedFiles` (Mantine's core part, the design system) are
 * built from, with the Mantine internals they share with Mantine's other parts and the shell's
 * signed-in start-up: one file instead of the several that the default split makes of them. A
 * module that another chunk without Mantine also holds (a signed-out screen's icon helper, a
 * date format) stays out, so that screen does not load the file.
 */
export function signedInComponentsTest(
  sharedFiles: readonly string[],
  signedInChunks: readonly string[],
): Rspack.OptimizationSplitChunksCacheGroupTestFn {
  const isShared = (file: string) => sharedFiles.includes(file);
  const drawsWithMantine = (file: string) => isShared(file) || mantineFiles.test(file);
  return (module, { chunkGraph }) => {
    if (module.nameForCondition() === undefined) return false;
    const holds = (chunk: Rspack.Chunk, test: (file: string) => boolean) =>
      chunkGraph.getChunkModules(chunk).some((other) => test(other.nameForCondition() ?? ''));
    const chunks = chunkGraph.getModuleChunks(module);
    return (
      chunks.some((chunk) => holds(chunk, isShared)) &&
      chunks.every(
        (chunk) => signedInChunks.includes(chunk.name ?? '') || holds(chunk, drawsWithMantine),
      )
    );
  };
}

/**
 * Cache groups that put a page's start-up code in a few files (docs/performance.md, "The
 * start-up in a few files"): each file a page loads costs it a request, a compile and a
 * code-cache write, and the shared packages would otherwise come one chunk each. Four groups,
 * so that no file waits for itself: a chunk runs once the shared packages it imports are
 * loaded, so a file that held both a shared package and code importing a package whose own
 * chunk imports the first would never start. Libraries are grouped only with the libraries they
 * import: every page's; a signed-in page's, which import only every page's; Mantine's core part
 * with the design system, which import only those two at start-up (Mantine's notifications load
 * with the first toast). The shell's own signed-in code, which nothing imports back, goes in a
 * file of its own. Only the named chunks are taken apart for the last group, so a signed-out
 * screen that shares a module with them keeps its own copy rather than loading the signed-in
 * code.
 */
export function startUpCacheGroups(
  options: StartUpChunkOptions,
): Rspack.OptimizationSplitChunksOptions['cacheGroups'] {
  return {
    everyPageLibraries: {
      name: 'start-up-libraries',
      chunks: 'async',
      test: packageFiles(options.everyPagePackages),
      enforce: true,
      priority: 30,
    },
    signedInLibraries: {
      name: 'signed-in-libraries',
      chunks: 'async',
      test: packageFiles(options.signedInPackages),
      enforce: true,
      priority: 20,
    },
    signedInComponents: {
      name: 'signed-in-components',
      chunks: 'async',
      test: signedInComponentsTest(options.signedInSharedFiles, options.signedInChunks),
      enforce: true,
      priority: 15,
    },
    signedInStartUp: {
      name: 'signed-in-start-up',
      chunks: (chunk) => options.signedInChunks.includes(chunk.name ?? ''),
      enforce: true,
      priority: 10,
    },
  };
}
