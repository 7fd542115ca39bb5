import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function loaderMessages(element: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: repoRoot }).lintText(
    `import { Loader } from '@mantine/core';\nexport const Spinner = () => ${element};\n`,
    { filePath: path.join(repoRoot, 'shell/src/features/auth/components/fixture.tsx') },
  );
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

// axe's aria-prohibited-attr: a name on Mantine's bare span is refused, a named image is not.
it('refuses a labelled Loader without a role', { timeout: 60_000 }, async () => {
  expect(await loaderMessages('<Loader aria-label="Loading" />')).toEqual([
    expect.stringContaining('role="img"'),
  ]);
  expect(await loaderMessages('<Loader role="img" aria-label="Loading" />')).toEqual([]);
  expect(await loaderMessages('<Loader aria-hidden />')).toEqual([]);
});
