#!/usr/bin/env node
/**
 * A new screen in a remote (docs/architecture.md, "Adding a screen"):
 *
 *   pnpm new:screen <remote folder> <feature>/<screen> [--path <URL path>]
 *   pnpm new:screen mf-learn decks/deck-stats           → /learn/deck-stats
 *
 * Writes the screen's query (api/), route module with its loader (routes/), view and test
 * (components/), and its entry in the remote's route table. The URL defaults to the screen's
 * name under the remote's first area.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertKebab } from './names.mjs';
import { defaultRoot, readRegistry, remoteOfFolder, writeNew } from './registry.mjs';
import { routeEntry, screenFiles } from './screen-files.mjs';

export function newScreen(root, folder, target, urlPath) {
  const [feature, screen, ...rest] = target.split('/');
  if (!feature || !screen || rest.length > 0) throw new Error('Name it <feature>/<screen>');
  assertKebab(feature, 'The feature');
  assertKebab(screen, 'The screen');
  if (feature === 'routes') throw new Error("'routes' holds the route table, not a feature");
  const remote = remoteOfFolder(readRegistry(root), folder);
  const area = remote.paths.find((entry) => entry.group === 'signed-in');
  if (!area) throw new Error(`${folder} has no signed-in area for a screen`);
  const url = urlPath ?? `${area.pattern.replace(/\/\*$/, '')}/${screen}`;

  const src = path.join(folder, 'src');
  for (const [file, text] of Object.entries(screenFiles(feature, screen, url))) {
    writeNew(root, path.join(src, file), text);
  }
  const table = path.join(root, src, 'routes/index.ts');
  const source = fs.readFileSync(table, 'utf8');
  const opening = source.match(/\n\s*signedIn: \[\n?/);
  if (!opening || opening.index === undefined) {
    throw new Error(`${folder}/src/routes/index.ts has no signedIn list to add the screen to`);
  }
  const at = opening.index + opening[0].length;
  const entry = (source[at - 1] === '\n' ? '' : '\n') + routeEntry(feature, screen, url);
  fs.writeFileSync(table, source.slice(0, at) + entry + source.slice(at));
  console.log(`  added /${url} to ${folder}/src/routes/index.ts`);
  return url;
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { path: { type: 'string' } },
  });
  const [folder, target] = positionals;
  if (!folder || !target) {
    console.error('Usage: pnpm new:screen <remote folder> <feature>/<screen> [--path <URL path>]');
    process.exit(2);
  }
  try {
    const url = newScreen(defaultRoot, folder, target, values.path);
    console.log(`Open /${url} (pnpm dev); format with pnpm format.`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
