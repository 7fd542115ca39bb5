#!/usr/bin/env node
/**
 * A new remote (docs/architecture.md, "Adding a remote"):
 *
 *   pnpm new:remote <folder> [--label <name users know>] [--path <its area>]
 *   pnpm new:remote mf-notes                            → /notes, labelled 'Notes'
 *
 * Writes the remote's folder (package, builds, standalone page, route table), its two entries in
 * packages/build-config/src/app-registry.json (the area the shell routes to it, its folder and
 * dev port) and a first screen at the area's root. Then run `pnpm install`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertKebab, sentenceCase } from './names.mjs';
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
  registry.remotes.push({
    name,
    label: shownAs,
    paths: [{ pattern: `${areaPath}/*`, group: 'signed-in' }],
  });
  registry.builds[name] = { folder, devPort: Math.max(...ports) + 1 };
  writeRegistry(root, registry);
  console.log(`  added ${name} to packages/build-config/src/app-registry.json`);
  return newScreen(root, folder, `${short}/${short}-home`, areaPath);
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
