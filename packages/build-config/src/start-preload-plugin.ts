import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

type ChunkGroup = Rspack.ChunkGroup;

export interface StartPreloadOptions {
  /** The start-up's dynamic imports every page makes (webpackChunkName), preloaded. */
  everyPage: string[];
  /** Those a signed-in page makes besides: asked for by the entry as it runs, not preloaded. */
  signedIn: string[];
}

/** Exposed to other plugins (`api.useExposed`): every start-up file, empty until built. */
export const START_UP_FILES = Symbol('phrasebook-start-up-files');
export interface StartUpFiles {
  files(): readonly string[];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The start-up's files with the shared packages they import, as paths from the site's root. */
function startUpFilesOf(compilation: Rspack.Compilation, options: StartPreloadOptions) {
  // A chunk that imports a shared package holds a stand-in (consume) module, which the
  // federation runtime resolves before the chunk runs, to the shell's own copy: the
  // chunk group of the provide module whose target is the stand-in's fallback.
  const targets = (module: Rspack.Module) =>
    module.blocks
      .flatMap((block) => block.dependencies)
      .map((dependency) => compilation.moduleGraph.getModule(dependency)?.identifier())
      .filter((id): id is string => Boolean(id));
  const provided = new Map<string, ChunkGroup>();
  const loadedBy = new Map<string, ChunkGroup[]>();
  for (const group of compilation.chunkGroups) {
    for (const { module } of group.origins) {
      if (!module) continue;
      const key = module.identifier();
      loadedBy.set(key, [...(loadedBy.get(key) ?? []), group]);
      if (module.type === 'provide-module') {
        for (const target of targets(module)) provided.set(target, group);
      }
    }
  }
  const sharedGroups = (consume: Rspack.Module): ChunkGroup[] => {
    const provider = targets(consume)
      .map((target) => provided.get(target))
      .find((group) => group !== undefined);
    return provider ? [provider] : (loadedBy.get(consume.identifier()) ?? []);
  };
  const filesOf = (names: string[]): string[] => {
    const files = new Set<string>();
    const seen = new Set<ChunkGroup>();
    const visit = (group: ChunkGroup) => {
      if (seen.has(group)) return;
      seen.add(group);
      for (const file of group.getFiles()) files.add(file);
      for (const chunk of group.chunks) {
        for (const module of compilation.chunkGraph.getChunkModules(chunk)) {
          if (module.type === 'consume-shared-module') sharedGroups(module).forEach(visit);
        }
      }
    };
    for (const name of names) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new Error(`start-preload: no chunk named '${name}'`);
      visit(group);
    }
    return [...files].filter((file) => /\.(js|css)$/.test(file)).map((file) => `/${file}`);
  };
  // The entry itself first: a deferred script is asked for at low priority, behind every
  // preload, yet nothing starts before it runs.
  const entry = [...compilation.entrypoints.values()]
    .flatMap((entrypoint) => entrypoint.getFiles())
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
  const everyPage = [...entry, ...filesOf(options.everyPage)];
  const signedIn = filesOf(options.signedIn).filter((file) => !everyPage.includes(file));
  return { everyPage, signedIn };
}

/** V8's explicit compile hint: every function of the file is compiled as it streams in. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the shell's start-up chunks into index.html as preloads (docs/performance.md, "Round
 * trips"): the entry runs the federation runtime and only then imports the rest, one round
 * trip later, and each file waits for a free connection. Preloaded, they download while the
 * entry does. A signed-in page's own files are left to the entry: preloaded beside these, they
 * shared a slow link with them and every file arrived late, where nothing can run before the
 * entry and React (docs/performance.md, the ledger).
 */
export function startPreloadPlugin(options: StartPreloadOptions): RsbuildPlugin {
  return {
    name: 'phrasebook-start-preload',
    setup(api) {
      let startUpFiles: string[] = [];
      api.expose<StartUpFiles>(START_UP_FILES, { files: () => startUpFiles });
      // Nearly all the start-up runs before the first screen: hinted, it is compiled off the main
      // thread, not function by function as called (docs/performance.md, the ledger). After
      // minification, which drops comments; only in the page's build (not the worker's).
      api.processAssets({ stage: 'dev-tooling' }, ({ compilation, sources }) => {
        if (!options.everyPage.every((name) => compilation.namedChunkGroups.get(name))) return;
        const { everyPage, signedIn } = startUpFilesOf(compilation, options);
        for (const file of [...everyPage, ...signedIn].filter((name) => name.endsWith('.js')))
          compilation.updateAsset(
            file.slice(1),
            (old) => new sources.ConcatSource(COMPILE_HINT, old),
          );
      });
      api.processAssets({ stage: 'report' }, ({ compilation, sources }) => {
        const html = compilation.getAsset('index.html');
        if (!html) return;
        const { everyPage, signedIn } = startUpFilesOf(compilation, options);
        startUpFiles = [...everyPage, ...signedIn];
        const link = (file: string) =>
          `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="${escapeAttribute(file)}">`;
        const page = html.source.source().toString();
        compilation.updateAsset(
          'index.html',
          new sources.RawSource(page.replace('</head>', `${everyPage.map(link).join('')}</head>`)),
        );
      });
    },
  };
}
