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
  fs.writeFileSync(registryPath(root), `${registryText(registry, '', 100)}\n`);
}

/**
 * JSON in the registry's hand-written layout, which prettier keeps: an array, or an object of
 * plain values, on one line when it fits in `room` columns, any other object a key a line. So a
 * new remote's change to the file is its own lines, not every line reformatted.
 */
function registryText(value, indent, room) {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const inner = `${indent}  `;
  const isArray = Array.isArray(value);
  const entries = isArray
    ? value.map((item) => registryText(item, inner, 100 - inner.length - 1))
    : Object.entries(value).map(([key, item]) => {
        const head = `${JSON.stringify(key)}: `;
        return head + registryText(item, inner, 100 - inner.length - head.length - 1);
      });
  const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
  const oneLine = isArray ? `[${entries.join(', ')}]` : `{ ${entries.join(', ')} }`;
  const plain = isArray || Object.values(value).every((item) => typeof item !== 'object');
  if (entries.length === 0) return `${open}${close}`;
  if (plain && oneLine.length <= room && !oneLine.includes('\n')) return oneLine;
  return `${open}\n${entries.map((entry) => inner + entry).join(',\n')}\n${indent}${close}`;
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
