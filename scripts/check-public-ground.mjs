// Fails when the repository's own files use a library outside its documented API: Mantine's
// internal class names, or imports of files a package's exports do not offer
// (docs/architecture.md, "Libraries"). Part of `npm test`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { checkedFile, publicGroundProblems } from './lib/public-ground.mjs';

const root = new URL('..', import.meta.url).pathname;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => checkedFile.test(file) && !file.startsWith('scripts/lib/public-ground'));

const problems = files.flatMap((file) => {
  try {
    return publicGroundProblems(file, readFileSync(new URL(file, `file://${root}`), 'utf8'));
  } catch {
    return []; // listed by git but deleted in the working tree
  }
});
if (problems.length > 0) {
  console.error(
    `Libraries used outside their documented API:\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`Public ground: ${files.length} files use libraries through their documented API.`);
