import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const testFile = /\.test\.tsx?$/;
const replacesAModule = /\bvi\.mock\(/;

export interface ComponentTestOptions {
  /** The project's name, the package's: '@phrasebook/mf-review'. */
  name: string;
  /**
   * @default 15 s, as the shell's and the ui package's: typing a form's fields with
   * user-event took past vitest's 5 s on a fresh clone's CI with the machine loaded.
   */
  testTimeout?: number;
}

/**
 * A project as vitest reads it, written out here rather than taken from vitest's types: the
 * packages resolve vitest beside other @types/node versions, whose config types do not match.
 */
interface ComponentTestProject {
  root: string;
  test: {
    name: string;
    environment: 'jsdom';
    testTimeout?: number;
    setupFiles: string[];
    pool: 'vmThreads' | 'threads';
    include: string[];
    exclude?: string[];
  };
}

/**
 * A package's component tests (jsdom, the design system's setup), as one or two projects.
 * Each file runs in a VM context of its own (vmThreads, the suite 4× faster than a worker per
 * file), except a file that replaces a module with `vi.mock`: those run in a worker each.
 * vmThreads can hand one file's mocked module to another file in the same worker (a known
 * vitest bug), so a file got another's mock or none: record-for-friend.test.tsx every time
 * when mf-friends ran on one worker, review-progress.test.tsx two runs in three. Which files
 * mock is read from their source, so a new one cannot land in the wrong pool.
 */
export function componentTestProjects(
  packageUrl: string,
  { name, testTimeout = 15_000 }: ComponentTestOptions,
): ComponentTestProject[] {
  const root = fileURLToPath(new URL('.', packageUrl));
  const mocking = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((path) => testFile.test(path))
    .map((path) => join('src', path))
    .filter((path) => replacesAModule.test(readFileSync(join(root, path), 'utf8')));
  const project = (
    test: Pick<ComponentTestProject['test'], 'name' | 'pool' | 'include' | 'exclude'>,
  ) => ({
    root,
    test: {
      environment: 'jsdom' as const,
      testTimeout,
      setupFiles: [fileURLToPath(new URL('./packages/ui/src/test/setup.ts', import.meta.url))],
      ...test,
    },
  });
  const inContexts = project({
    name,
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: mocking,
  });
  if (mocking.length === 0) return [inContexts];
  return [
    inContexts,
    project({ name: `${name} (module mocks)`, pool: 'threads', include: mocking }),
  ];
}
