/**
 * What mf-friends adds to a signed-in cold load of /friends/chats: every script and stylesheet
 * the browser downloads, then the part served from the remote's own folder (its manifest,
 * remoteEntry, screen chunks and anything only it ships). Goal: at most 40 kB gzip. Prints
 * figures; asserts nothing.
 *
 *   pnpm exec tsx tests/bench/friends-page-weight.ts          build first, then measure
 *   BENCH_SKIP_BUILD=1 pnpm exec tsx tests/bench/friends-page-weight.ts
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure, report, signedInPage, signedInSession, withServedApp } from './first-load.ts';
import { kB } from './page-weight.ts';

const goalGzip = 40 * 1000;

async function main() {
  await withServedApp(async ({ url, supabaseUrl, anonKey }) => {
    const session = await signedInSession(supabaseUrl, anonKey);
    const downloads = await measure(`${url}/friends/chats`, signedInPage(session), async (page) => {
      await page.getByText('You have no friends to chat with yet.').waitFor();
    });
    report('/friends/chats (signed in, cold cache)', downloads);
    const own = downloads.filter((d) => d.url.startsWith('/mf-friends/'));
    const gzip = own.reduce((sum, d) => sum + d.gzip, 0);
    const raw = own.reduce((sum, d) => sum + d.raw, 0);
    console.log(
      `\nmf-friends' own files on /friends/chats: ${own.length}, ${kB(raw)} raw, ${kB(gzip)} gzip`,
    );
    for (const file of [...own].sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `   ${kB(file.gzip).padStart(9)} gzip  ${kB(file.raw).padStart(9)} raw  ${file.name}`,
      );
    }
    console.log(
      `mf-friends adds ${kB(gzip)} gzip (goal ${kB(goalGzip)}: ${gzip <= goalGzip ? 'met' : `over by ${kB(gzip - goalGzip)}`})`,
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
