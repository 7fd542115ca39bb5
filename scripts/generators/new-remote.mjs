#!/usr/bin/env node
/**
 * A new remote (docs/architecture.md, "Adding a screen"):
 *
 *   pnpm new:remote <folder> [--label <name users know>] [--path <its area>]
 *   pnpm new:remote mf-notes                            → /notes, labelled 'Notes'
 *
 * Writes the remote's folder (package, builds, standalone page, route table), its two entries in
 * packages/build-config/src/app-registry.json (the area the shell routes to it, its folder and
 * dev port), its component tests' entry in the root vitest.config.ts and a first screen at the
 * area's root. Then run `pnpm install`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertKebab, camelCase, sentenceCase } from './names.mjs';
import { newScreen } from './new-screen.mjs';
import { remoteFiles } from './remote-files.mjs';
import { defaultRoot, readRegistry, writeNew, writeRegistry } from './registry.mjs';

export function newRemote(root, folder, { label, area } = {}) {
  if (!folder.startsWith('mf-')) throw new Error('A remote folder starts with mf-, as mf-learn');
  const short = folder.slice('mf-'.length);
  assertKebab(short, 'The remote');
  const name = folder.replace(/-/g, '_');
  const areaPath = area ?? short;
  const registry = readRegistry(root);
  if (registry.builds[name]) throw new Error(`${name} is in app-registry.json already`);
  const taken = registry.remotes.flatMap((remote) => remote.paths.map((entry) => entry.pattern));
  if (taken.includes(`${areaPath}/*`)) throw new Error(`/${areaPath} belongs to another remote`);

  const shownAs = label ?? sentenceCase(short);
  for (const [file, text] of Object.entries(remoteFiles(folder, name, shownAs))) {
    writeNew(root, path.join(folder, file), text);
  }
  const ports = [registry.shell.devPort, ...Object.values(registry.builds).map((b) => b.devPort)];
  // The shell gives a path to the first area that matches it: a new area inside another
  // (learn/notes inside learn/*) goes before it, or that remote would keep the new one's paths.
  const claims = (remote) => remote.paths.some((entry) => contains(entry.pattern, areaPath));
  const before = registry.remotes.findIndex(claims);
  registry.remotes.splice(before === -1 ? registry.remotes.length : before, 0, {
    name,
    label: shownAs,
    paths: [{ pattern: `${areaPath}/*`, group: 'signed-in' }],
  });
  registry.builds[name] = { folder, devPort: Math.max(...ports) + 1 };
  writeRegistry(root, registry);
  console.log(`  added ${name} to packages/build-config/src/app-registry.json`);
  listTestProjects(root, folder, camelCase(short));
  return newScreen(root, folder, `${short}/${short}-home`, areaPath);
}

/** Whether area `pattern` ('learn/*', 'learn/:lang/review/*') holds the path `area`. */
function contains(pattern, area) {
  const fixed = pattern.replace(/\/\*$/, '').split('/');
  const segments = area.split('/');
  return (
    fixed.length <= segments.length &&
    fixed.every((part, i) => part.startsWith(':') || part === segments[i])
  );
}

/**
 * Imports the remote's component-test projects into the root vitest.config.ts, which refuses to
 * run while a remote's are missing (so they cannot be skipped unnoticed).
 */
function listTestProjects(root, folder, binding) {
  const file = path.join(root, 'vitest.config.ts');
  const source = fs.readFileSync(file, 'utf8');
  const imports = [...source.matchAll(/^import \{ projects as \w+ \} from '\.\/mf-.*\n/gm)];
  const listing = source.match(/\nconst remotes = \{\n[^}]*\n\};/);
  if (imports.length === 0 || !listing || listing.index === undefined) {
    throw new Error("vitest.config.ts has no remotes' projects to add this remote's to");
  }
  const lastImport = imports.at(-1);
  const importAt = lastImport.index + lastImport[0].length;
  const entryAt = listing.index + listing[0].length - '\n};'.length;
  fs.writeFileSync(
    file,
    source.slice(0, importAt) +
      `import { projects as ${binding} } from './${folder}/vitest.config.ts';\n` +
      source.slice(importAt, entryAt) +
      `\n  '${folder}': ${binding},` +
      source.slice(entryAt),
  );
  console.log(`  added ${folder}'s component tests to vitest.config.ts`);
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { label: { type: 'string' }, path: { type: 'string' } },
  });
  const [folder] = positionals;
  if (!folder) {
    console.error('Usage: pnpm new:remote <folder> [--label <label>] [--path <area>]');
    process.exit(2);
  }
  try {
    const url = newRemote(defaultRoot, folder, { label: values.label, area: values.path });
    console.log(`Run pnpm install, then open /${url} (pnpm dev); format with pnpm format.`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
