import { createRequire } from 'node:module';
import path from 'node:path';
import { packageJsonOf } from './package-json.ts';

/**
 * `resolve.alias` that gives an app's build the ES module files of the federation's bundler
 * runtime. Rspack's federation plugin resolves it with `require.resolve`, which picks the
 * package's CommonJS files; those do not tree-shake, and the ES modules the same exports map
 * offers for `import` do (docs/performance.md).
 * Keys are the files Rspack resolves, next to the one runtime-tools pnpm installs.
 */
export function esmFederationRuntimeAlias(): Record<string, string> {
  const runtimeTools = createRequire(import.meta.url).resolve('@module-federation/runtime-tools');
  const cjs = createRequire(runtimeTools).resolve('@module-federation/webpack-bundler-runtime');
  const pkg = packageJsonOf(cjs);
  const exports = pkg.json.exports as { '.': { import: { default: string } } };
  return { [cjs]: path.join(path.dirname(pkg.path), exports['.'].import.default) };
}
