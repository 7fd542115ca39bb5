// Every external dependency of every workspace package comes from the pnpm catalog, so no
// two packages can disagree on a version (docs/architecture.md, "One version of each
// library"). Workspace packages use workspace:*.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');

const catalog = new Set();
let inCatalog = false;
for (const line of workspace.split('\n')) {
  if (/^catalog:\s*$/.test(line)) inCatalog = true;
  else if (/^\S/.test(line)) inCatalog = false;
  else if (inCatalog) {
    const match = line.match(/^\s+["']?([^"':#\s]+)["']?\s*:/);
    if (match?.[1]) catalog.add(match[1]);
  }
}

const packageDirs = ['.'];
for (const pattern of ['shell', 'packages/*', 'mf-*']) {
  if (pattern.endsWith('/*')) {
    const dir = pattern.slice(0, -2);
    for (const name of readdirSync(join(root, dir))) packageDirs.push(join(dir, name));
  } else if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1);
    for (const name of readdirSync(root)) if (name.startsWith(prefix)) packageDirs.push(name);
  } else packageDirs.push(pattern);
}

const problems = [];
for (const dir of packageDirs) {
  const file = join(root, dir, 'package.json');
  if (!existsSync(file)) continue;
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  for (const field of [
    'dependencies',
    'devDependencies',
    'peerDependencies',
    'optionalDependencies',
  ]) {
    for (const [name, spec] of Object.entries(pkg[field] ?? {})) {
      if (name.startsWith('@phrasebook/')) {
        if (spec !== 'workspace:*')
          problems.push(`${file}: ${name} must be "workspace:*", is "${spec}"`);
      } else if (field === 'peerDependencies') {
        continue;
      } else if (spec !== 'catalog:') {
        problems.push(`${file}: ${field}.${name} must be "catalog:", is "${spec}"`);
      } else if (!catalog.has(name)) {
        problems.push(`${file}: ${name} is not in the catalog of pnpm-workspace.yaml`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Catalog check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Catalog check: ${packageDirs.length} package.json files use the catalog's versions.`);
