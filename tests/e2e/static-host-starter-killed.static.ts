import { spawn } from 'node:child_process';
import { test, expect } from './fixtures.ts';
import { rehearsalBuilds } from './static-host-setup.ts';

// Only in playwright.static.config.ts: `pnpm preview:static` killed outright (a closed
// terminal's SIGKILL, a CI job's timeout) runs no exit handler; its nginx must not keep serving.

const rehearsalModule = new URL('../../scripts/deploy/static-rehearsal.mjs', import.meta.url).href;

/** Whether anything answers at `url` now. */
const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

test('a rehearsal whose starter is killed outright stops serving on every origin', async () => {
  const distDir = process.env.E2E_DIST_DIR;
  if (!distDir) throw new Error('E2E_DIST_DIR is not set: run through playwright.static.config.ts');
  const starter = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { startStaticRehearsal } = await import(${JSON.stringify(rehearsalModule)});
       const rehearsal = await startStaticRehearsal({ ...${JSON.stringify(rehearsalBuilds(distDir))}, config: {} });
       console.log(JSON.stringify([rehearsal.url, ...Object.values(rehearsal.remoteUrls)]));
       setInterval(() => {}, 60_000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const origins = await new Promise<string[]>((resolve, reject) => {
    let output = '';
    starter.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve(JSON.parse(output) as string[]);
    });
    starter.once('exit', (code) => reject(new Error(`the starter exited (${code})`)));
  });
  expect(origins).toHaveLength(5);
  for (const origin of origins) expect(await answers(origin)).toBe(true);

  starter.kill('SIGKILL');

  for (const origin of origins) {
    await expect.poll(() => answers(origin), { timeout: 10_000 }).toBe(false);
  }
});
