import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startUpImports } from '../federation-runtime.ts';
import { enableRemoteLoading } from './enable-remote-loading.ts';
import * as leftOut from './remote-loading-left-out.ts';
import { ModuleFederation } from '@module-federation/runtime';

const require = createRequire(import.meta.url);
const requireFromRuntime = createRequire(require.resolve('@module-federation/runtime'));

/** Every ES module file under a federation package's dist/ folder. */
function distFiles(pkg: string): string[] {
  const dist = path.dirname(requireFromRuntime.resolve(pkg));
  return fs
    .readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(dist, file));
}

const runtimeFiles = [
  ...distFiles('@module-federation/runtime-core'),
  ...distFiles('@module-federation/webpack-bundler-runtime'),
];

/** The names `file` imports from sources that `request` matches. */
function importedNames(file: string, request: RegExp): string[] {
  const statement = /import\s*(?:\{([^}]*)\}\s*from\s*)?"([^"]+)"/g;
  return [...fs.readFileSync(file, 'utf8').matchAll(statement)]
    .filter(([, , source]) => request.test(source ?? ''))
    .flatMap(([, names]) => (names ?? '').split(','))
    .map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
    .filter(Boolean);
}

describe("the shell's start-up answers to the federation runtime's imports", () => {
  it.each(startUpImports.map((rule) => [path.basename(rule.answer), rule] as const))(
    '%s exports every name the runtime files it answers import',
    async (_name, rule) => {
      const issuers = runtimeFiles.filter((file) => rule.issuer.test(file));
      expect(issuers, `no runtime file matches ${rule.issuer}`).not.toEqual([]);
      const answer = (await import(rule.answer)) as Record<string, unknown>;
      for (const file of issuers) {
        for (const name of importedNames(file, rule.request)) {
          expect(answer[name], `${name}, imported by ${file}`).toBeDefined();
        }
      }
    },
  );

  it('stands in for the loading functions until remote loading is enabled, then calls them', () => {
    const remote = { name: 'mf_test', entry: 'http://remote.test/remoteEntry.js' };
    expect(() => leftOut.getRemoteInfo(remote)).toThrow(/enableRemoteLoading/);

    const instance = new ModuleFederation({ name: 'shell', remotes: [] });
    instance.remoteHandler = {
      hooks: { applyPlugin: () => {}, lifecycle: {} },
    } as unknown as ModuleFederation['remoteHandler'];
    enableRemoteLoading(instance);

    expect(leftOut.getRemoteInfo(remote)).toMatchObject({ ...remote, entryGlobalName: 'mf_test' });
    expect(leftOut.isEsmRemoteType('module')).toBe(true);
  });
});
