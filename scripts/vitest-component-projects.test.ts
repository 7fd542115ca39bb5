import { describe, expect, it } from 'vitest';
import { componentTestProjects } from '../vitest.component-projects.ts';

const friends = new URL('../mf-friends/vitest.config.ts', import.meta.url).href;
const profile = new URL('../mf-profile/vitest.config.ts', import.meta.url).href;

describe('componentTestProjects', () => {
  it('runs a file that mocks a module in a worker of its own, the rest in VM contexts', () => {
    const [inContexts, inWorkers] = componentTestProjects(friends, { name: 'friends' });
    const mocking = 'src/chats/components/record-for-friend.test.tsx';
    expect(inContexts?.test).toMatchObject({ name: 'friends', pool: 'vmThreads' });
    // Both pools wait as long as the shell's and the ui package's tests.
    expect([inContexts?.test.testTimeout, inWorkers?.test.testTimeout]).toEqual([15_000, 15_000]);
    expect(inContexts?.test.exclude).toContain(mocking);
    expect(inWorkers?.test).toMatchObject({ name: 'friends (module mocks)', pool: 'threads' });
    expect(inWorkers?.test.include).toContain(mocking);
    // A file that only imports vitest's `vi` stays in the fast pool.
    expect(inWorkers?.test.include).not.toContain('src/chats/components/composer.test.tsx');
  });

  it('gives a package without module mocks one project', () => {
    const projects = componentTestProjects(profile, { name: 'profile', testTimeout: 9_000 });
    expect(projects).toHaveLength(1);
    expect(projects[0]?.test).toMatchObject({ pool: 'vmThreads', testTimeout: 9_000, exclude: [] });
  });
});
