// The workspace needs pnpm, but a fresh machine has only Node and npm: fall back to the
// pinned version through npx, so `npm start` and `npm test` work before anything is installed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const rootPackage = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
);
const pinned = String(rootPackage.packageManager).replace(/^pnpm@/, '');

/** The argv prefix that runs pnpm here: ['pnpm'] or ['npx', '--yes', 'pnpm@<pinned>']. */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().split('.')[0] === pinned.split('.')[0]) {
    return ['pnpm'];
  }
  return ['npx', '--yes', `pnpm@${pinned}`];
}
