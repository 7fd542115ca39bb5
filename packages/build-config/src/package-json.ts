import fs from 'node:fs';
import path from 'node:path';

/** The package.json of the package holding `file` (which may not be in its "exports"). */
export function packageJsonOf(file: string): { path: string; json: Record<string, unknown> } {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const pkg = path.join(dir, 'package.json');
  return { path: pkg, json: JSON.parse(fs.readFileSync(pkg, 'utf8')) as Record<string, unknown> };
}
