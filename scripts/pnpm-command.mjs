import { spawnSync } from 'node:child_process';

export const pnpmVersion = '10.34.9';

/**
 * How to run pnpm here: the installed one when present, else through npx (a fresh machine
 * with only Node and npm). Returns [command, ...leadingArgs].
 */
export function pnpmCommand() {
  const installed = spawnSync('pnpm', ['--version'], {
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  if (installed.status === 0) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${pnpmVersion}`];
}
