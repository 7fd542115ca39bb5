import type { EnvironmentConfig } from '@rsbuild/core';

/**
 * Web Workers an app starts, each built by an environment of its own, apart from the
 * federated build: Module Federation would add its runtime to a worker built inside it, and
 * that runtime cannot start in a worker (it waits for the page's). A worker is one file,
 * `workers/<name>.js`, at a fixed path so the page can name it without the build's hashes;
 * what it imports, such as WebAssembly, is hashed beside the app's files.
 */
export function workerEnvironments(
  workers: Record<string, string>,
): Record<string, EnvironmentConfig> {
  return Object.fromEntries(
    Object.entries(workers).map(([name, file]) => [
      `worker-${name}`,
      oneFileEnvironment({ [name]: file }, 'workers', 'web-worker'),
    ]),
  );
}

/** An environment building each entry into one file, `<distPath>/<name>.js`, unhashed. */
export function oneFileEnvironment(
  entry: Record<string, string>,
  distPath: string,
  target?: 'web-worker',
): EnvironmentConfig {
  return {
    source: { entry },
    output: {
      ...(target ? { target } : {}),
      filename: { js: '[name].js' },
      distPath: { js: distPath },
      // The web environment owns (and cleans) the folder.
      cleanDistPath: false,
    },
    tools: { htmlPlugin: false },
    splitChunks: false,
  };
}
