import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

export interface Runtime {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  pid: number;
}

const cli = path.resolve(import.meta.dirname, '../bin/supabase-local.mjs');

/** Starts the real CLI as a child process and waits for its runtime.json. */
export async function spawnCli(
  dataDir: string,
  migrationsDir: string,
  databaseUrl: string | undefined,
  options: {
    env?: NodeJS.ProcessEnv;
    /** In a process group of its own, as a terminal starts it, so the group can be signalled. */
    ownGroup?: boolean;
    /** With an IPC channel, as scripts/local-backend.mjs starts it. */
    channel?: boolean;
  } = {},
): Promise<{ child: ChildProcess; runtime: Runtime; output: () => string }> {
  const runtimeFile = path.join(dataDir, 'runtime.json');
  rmSync(runtimeFile, { force: true });
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(
    process.execPath,
    [
      cli,
      'start',
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--migrations',
      migrationsDir,
      '--no-seed',
    ],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe', ...(options.channel ? (['ipc'] as const) : [])],
      detached: options.ownGroup ?? false,
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (!existsSync(runtimeFile)) {
    if (child.exitCode !== null) throw new Error(`CLI exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`CLI did not start within 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const runtime = JSON.parse(readFileSync(runtimeFile, 'utf8')) as Runtime;
  return { child, runtime, output: () => output };
}

export function exitOf(
  child: ChildProcess,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}
