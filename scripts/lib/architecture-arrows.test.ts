import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repoRoot });

/**
 * What the repository's lint says of one import written in a file at `file` (which need not
 * exist; the imported file must): the messages of the rule that holds the arrows.
 */
async function arrowMessages(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${specifier}';\n`, {
    filePath: path.join(repoRoot, file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// The arrows of docs/architecture.md, each shown refused and, beside it, an import it allows.
// The first lint loads the configuration and its resolver: seconds on a busy machine.
describe('lint holds the arrows docs/architecture.md states', { timeout: 60_000 }, () => {
  it("refuses the shell's features importing its app, except the lazy start-up's seam", async () => {
    const feature = 'shell/src/features/auth/components/fixture.tsx';
    expect(await arrowMessages(feature, '../../../app/federation/init-federation.ts')).toEqual([
      expect.stringContaining("The shell's features never import its app/"),
    ]);
    expect(await arrowMessages(feature, '../../../app/startup/load-data.ts')).toEqual([]);
    expect(await arrowMessages(feature, '../../shared/components/main-landmark.tsx')).toEqual([]);
  });

  it("refuses a feature's api/ importing its state/, components/ or routes/", async () => {
    const api = 'mf-review/src/review/api/fixture.ts';
    for (const layer of ['../state/review-day.ts', '../components/todays-set.tsx']) {
      expect(await arrowMessages(api, layer)).toEqual([
        expect.stringContaining("A feature's api/ never imports"),
      ]);
    }
    expect(await arrowMessages(api, '../routes/session-screen.ts')).toHaveLength(1);
    expect(await arrowMessages(api, './review-setup-query.ts')).toEqual([]);
  });

  it("refuses a feature's components/ importing its routes/, not its api/ or state/", async () => {
    const component = 'mf-review/src/review/components/fixture.tsx';
    expect(await arrowMessages(component, '../routes/session-screen.ts')).toEqual([
      expect.stringContaining("A feature's components/ never imports its routes/"),
    ]);
    expect(await arrowMessages(component, '../api/review-setup-query.ts')).toEqual([]);
    expect(await arrowMessages(component, '../state/review-day.ts')).toEqual([]);
  });

  it('holds the layers in the shell, and in an app’s shared folder too', async () => {
    expect(
      await arrowMessages('shell/src/features/auth/api/fixture.ts', '../components/auth-card.tsx'),
    ).toHaveLength(1);
    expect(
      await arrowMessages(
        'mf-learn/src/shared/api/fixture.ts',
        '../components/copy-link-button.tsx',
      ),
    ).toHaveLength(1);
  });

  it('refuses tooling importing tests', async () => {
    const toolingImports: [file: string, specifier: string][] = [
      ['scripts/lib/fixture.mjs', '../../tests/e2e/fixtures.ts'],
      ['packages/build-config/src/fixture.ts', '../../../tests/db/helpers/test-db.ts'],
      ['packages/build-config/src/fixture.ts', './shared-exports/trimmed-shared-exports.test.ts'],
      ['tests/bench/fixture.ts', '../e2e/fixtures.ts'],
      ['supabase/scripts/fixture.ts', '../../tests/db/helpers/test-db.ts'],
    ];
    for (const [file, specifier] of toolingImports) {
      expect(await arrowMessages(file, specifier)).toEqual([
        expect.stringContaining('Tooling never imports tests'),
      ]);
    }
    expect(await arrowMessages('tests/bench/fixture.ts', './page-weight.ts')).toEqual([]);
  });
});
