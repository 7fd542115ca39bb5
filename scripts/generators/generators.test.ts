import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pnpmCommand } from '../lib/pnpm.mjs';
import { newRemote } from './new-remote.mjs';
import { newScreen } from './new-screen.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [pnpm, ...pnpmArgs] = pnpmCommand() as string[];

/** The repository's files as git sees them (tracked and new), copied to a scratch folder. */
function scratchCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-generators-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).split('\n');
  for (const file of files.filter(Boolean)) {
    const from = path.join(repoRoot, file);
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  return dir;
}

function run(cwd: string, command: string, args: string[]): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' });
}

const pnpmIn = (cwd: string, ...args: string[]) => run(cwd, pnpm!, [...pnpmArgs, ...args]);

describe('the generators, in a scratch copy of the repository', () => {
  let scratch = '';

  beforeAll(() => {
    scratch = scratchCopy();
    newRemote(scratch, 'mf-notes');
    newScreen(scratch, 'mf-notes', 'notes/note-list');
    newScreen(scratch, 'mf-learn', 'decks/deck-stats');
    // Links the new remote's dependencies from the store the repository installed. Resolving
    // them needs the packages' metadata, which an install from the lockfile never fetched on a
    // fresh machine: read from the registry only when it is not cached.
    pnpmIn(scratch, 'install', '--prefer-offline', '--no-frozen-lockfile');
  });

  afterAll(() => {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('register the remote and mount each screen in its route table', () => {
    const registry = JSON.parse(
      fs.readFileSync(path.join(scratch, 'packages/build-config/src/app-registry.json'), 'utf8'),
    );
    expect(registry.remotes).toContainEqual({
      name: 'mf_notes',
      label: 'Notes',
      paths: [{ pattern: 'notes/*', group: 'signed-in' }],
    });
    expect(registry.builds.mf_notes).toEqual({ folder: 'mf-notes', devPort: 3005 });
    const notesRoutes = fs.readFileSync(path.join(scratch, 'mf-notes/src/routes/index.ts'), 'utf8');
    expect(notesRoutes).toContain("path: 'notes'");
    expect(notesRoutes).toContain("path: 'notes/note-list'");
    expect(fs.readFileSync(path.join(scratch, 'mf-learn/src/routes/index.ts'), 'utf8')).toContain(
      "{ path: 'learn/deck-stats', screen: () => import('../decks/routes/deck-stats-page.tsx') }",
    );
  });

  it('refuse to overwrite a screen that exists', () => {
    expect(() => newScreen(scratch, 'mf-learn', 'decks/deck-stats')).toThrow('exists already');
  });

  it('write code that passes lint and the type check', () => {
    pnpmIn(scratch, 'exec', 'prettier', '--write', 'mf-notes', 'mf-learn/src');
    pnpmIn(scratch, 'exec', 'eslint', 'mf-notes', 'mf-learn/src', '--max-warnings', '0');
    pnpmIn(scratch, 'exec', 'tsc', '-p', 'tsconfig.json', '--noEmit');
  });

  it('write tests that pass', () => {
    // Colours off: the summary line reads as plain text.
    const plain = (text: string) =>
      text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
    // From the root, whose config refuses to run while a remote's projects are not imported.
    const notes = pnpmIn(scratch, 'exec', 'vitest', 'run', '--project', '@phrasebook/mf-notes');
    expect(plain(notes)).toMatch(/Tests\s+4 passed/);
    const learn = pnpmIn(path.join(scratch, 'mf-learn'), 'exec', 'vitest', 'run', 'deck-stats');
    expect(plain(learn)).toMatch(/Tests\s+2 passed/);
  });

  it('write remotes and screens that build', () => {
    run(scratch, process.execPath, ['scripts/build.mjs', 'mf-notes', 'mf-learn']);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(scratch, 'mf-notes/dist/mf-manifest.json'), 'utf8'),
    );
    expect(manifest.name).toBe('mf_notes');
    expect(manifest.exposes.map((expose: { name: string }) => expose.name)).toEqual(['routes']);
  });
});

describe('a new remote in the registry', () => {
  let root = '';
  const registryFile = 'packages/build-config/src/app-registry.json';
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-registry-'));
    for (const file of [registryFile, 'vitest.config.ts']) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.copyFileSync(path.join(repoRoot, file), path.join(root, file));
    }
    newRemote(root, 'mf-words', { area: 'learn/words' });
  });

  afterAll(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it('goes before the area it sits inside, which would otherwise claim its paths', () => {
    const names = JSON.parse(read(registryFile)).remotes.map(({ name }: { name: string }) => name);
    expect(names.indexOf('mf_words')).toBe(names.indexOf('mf_learn') - 1);
  });

  it('adds its lines to the registry and leaves the others as they were', () => {
    // A line before the new one gains its comma, nothing more.
    const lines = (text: string) => text.split('\n').map((line) => line.replace(/,$/, ''));
    const before = lines(fs.readFileSync(path.join(repoRoot, registryFile), 'utf8'));
    const after = new Set(lines(read(registryFile)));
    expect(before.filter((line) => !after.has(line))).toEqual([]);
  });
});
