import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const registryPath = (root) => path.join(root, 'packages/build-config/src/app-registry.json');

/** packages/build-config/src/app-registry.json of the repository at `root`. */
export function readRegistry(root) {
  return JSON.parse(fs.readFileSync(registryPath(root), 'utf8'));
}

export function writeRegistry(root, registry) {
  fs.writeFileSync(registryPath(root), `${JSON.stringify(registry, null, 2)}\n`);
}

/** The registry's entry of the remote built from `folder`, with its name. */
export function remoteOfFolder(registry, folder) {
  const name = Object.keys(registry.builds).find((key) => registry.builds[key].folder === folder);
  const remote = registry.remotes.find((entry) => entry.name === name);
  if (!name || !remote) throw new Error(`${folder} is not a remote of app-registry.json`);
  return remote;
}

/** Writes `text` to `file` under `root`, refusing to overwrite what is there. */
export function writeNew(root, file, text) {
  const target = path.join(root, file);
  if (fs.existsSync(target)) throw new Error(`${file} exists already`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, text);
  console.log(`  wrote ${file}`);
}
