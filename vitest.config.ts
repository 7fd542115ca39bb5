import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { projects as friends } from './mf-friends/vitest.config.ts';
import { projects as learn } from './mf-learn/vitest.config.ts';
import { projects as profile } from './mf-profile/vitest.config.ts';
import { projects as review } from './mf-review/vitest.config.ts';
import { projects as ui } from './packages/ui/vitest.config.ts';
import { projects as shell } from './shell/vitest.config.ts';

// The component tests' configs hold projects of their own (vitest.component-projects.ts),
// which a root config does not read from a file: they are imported. A remote added without
// its import here would have its tests skipped, so that fails the run.
const remotes = {
  'mf-friends': friends,
  'mf-learn': learn,
  'mf-profile': profile,
  'mf-review': review,
};
const unlisted = readdirSync('.').filter(
  (dir) => dir.startsWith('mf-') && existsSync(`${dir}/vitest.config.ts`) && !(dir in remotes),
);
if (unlisted.length > 0) throw new Error(`Import the projects of ${unlisted.join(', ')} here`);

// Unit and component tests of the frontend packages and apps, one project per package
// that has a vitest config. The backend and database suites need a server or a cluster
// and run separately (scripts/test.mjs).
export default defineConfig({
  test: {
    // One worker per core: vitest's default leaves one core to itself, half of a 2-core machine.
    maxWorkers: '100%',
    projects: [
      'packages/{domain,data,platform,build-config}/vitest.config.ts',
      'scripts/vitest.config.ts',
      ...ui,
      ...shell,
      ...Object.values(remotes).flat(),
    ],
  },
});
