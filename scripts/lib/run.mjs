import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited output and resolves with its exit code (never rejects),
 * so a suite runner can go on and report every failure at the end.
 */
export function run(argv, { env = {}, cwd } = {}) {
  const [command, ...args] = argv;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      cwd,
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(1);
    });
  });
}
