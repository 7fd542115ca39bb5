import { spawn } from 'node:child_process';

/**
 * Runs a command and resolves with its exit code (never rejects), so a suite runner can go on
 * and report every failure at the end. Output is inherited, or with `buffered` held until the
 * command ends and handed to `onOutput` in one piece, so commands running side by side do not
 * interleave their lines.
 */
export function run(argv, { env = {}, cwd, buffered = false, onOutput } = {}) {
  const [command, ...args] = argv;
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      cwd,
      env: { ...process.env, ...env },
    });
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    let settled = false;
    const finish = (code) => {
      if (settled) return;
      settled = true;
      if (buffered) onOutput?.(Buffer.concat(chunks).toString());
      resolve(code);
    };
    // 'close' waits for the last output, but a server the command left running may hold its
    // pipes open: then the exit code stands after a short grace.
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('exit', (code, signal) => {
      setTimeout(() => finish(code ?? (signal ? 1 : 0)), 2000);
    });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`Could not start ${command}: ${error.message}\n`));
      finish(1);
    });
  });
}
