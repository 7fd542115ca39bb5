#!/usr/bin/env node
/**
 * Before a remote ships on its own: refuses when it imports an export of a trimmed shared package
 * (react-router) that the deployed shell's copy lacks (docs/deploying.md).
 *
 *   node scripts/check-deploy.mjs <remote dist> <deployed shell: its dist folder or its URL>
 */
import fs from 'node:fs';
import path from 'node:path';
import { deployProblems } from './lib/deploy-check.mjs';

const [remoteDist, shell] = process.argv.slice(2);
if (!remoteDist || !shell) {
  console.error('Usage: node scripts/check-deploy.mjs <remote dist> <shell dist or URL>');
  process.exit(2);
}

const remote = JSON.parse(fs.readFileSync(path.join(remoteDist, 'shared-needs.json'), 'utf8'));
const shellExports = /^https?:\/\//.test(shell)
  ? await (
      await fetch(new URL('shared-exports.json', shell.endsWith('/') ? shell : `${shell}/`))
    ).json()
  : JSON.parse(fs.readFileSync(path.join(shell, 'shared-exports.json'), 'utf8'));

const problems = deployProblems(remote, shellExports);
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${remote.app} can ship against this shell.`);
