import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(repoRoot, 'packages/supabase-local/bin/supabase-local.mjs');

/**
 * Starts packages/supabase-local as a child process and resolves once it has written its
 * runtime.json ({ apiUrl, anonKey, serviceRoleKey }). Migrations, and the seed on an empty
 * database, run before that. `env` adds the backend's settings (a benchmark's raised limits).
 */
export async function startLocalBackend({
  port,
  dataDir,
  siteUrl,
  log = true,
  timeoutMs = 300_000,
  env = {},
}) {
  fs.mkdirSync(dataDir, { recursive: true });
  const runtimeFile = path.join(dataDir, 'runtime.json');
  // A file left by a crashed run would look like a live server.
  fs.rmSync(runtimeFile, { force: true });
  const child = spawn(
    process.execPath,
    [cli, 'start', '--port', String(port), '--data-dir', dataDir],
    {
      cwd: repoRoot,
      // The channel stops the backend with this process, however it ends (supabase-local's cli.ts).
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: { ...process.env, ...(siteUrl ? { SUPABASE_LOCAL_SITE_URL: siteUrl } : {}), ...env },
    },
  );
  let output = '';
  const collect = (chunk) => {
    output += chunk;
    if (log) process.stdout.write(chunk.toString().replace(/^/gm, '[backend] '));
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const deadline = Date.now() + timeoutMs;
  while (!fs.existsSync(runtimeFile)) {
    if (child.exitCode !== null)
      throw new Error(`The local backend exited with code ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`The local backend did not start within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const runtime = JSON.parse(fs.readFileSync(runtimeFile, 'utf8'));

  return {
    runtime,
    child,
    /** SIGTERM, then SIGKILL if it has not closed its database within 10 s. */
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Demo accounts the seed created, as the backend package lists them. */
export function demoAccounts() {
  try {
    const list = JSON.parse(
      fs.readFileSync(path.join(repoRoot, 'supabase/demo-accounts.json'), 'utf8'),
    );
    return Array.isArray(list) ? list.filter((account) => account.email && account.password) : [];
  } catch {
    return [];
  }
}

/**
 * The backend the app talks to, shared by `npm start`, `pnpm dev` and `pnpm preview:static`:
 * the Supabase project SUPABASE_URL and SUPABASE_ANON_KEY name, else the local backend on
 * SUPABASE_PORT (or `defaultPort`) with its data in `dataDir`. `backend` is undefined for a
 * hosted project.
 * @param {{ defaultPort: number, dataDir: string, siteUrl: string, log?: boolean }} options
 */
export async function backendForApp({ defaultPort, dataDir, siteUrl, log }) {
  if (process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY) {
    const config = {
      supabaseUrl: process.env.SUPABASE_URL,
      supabaseAnonKey: process.env.SUPABASE_ANON_KEY,
    };
    console.log(`› Using the Supabase project at ${config.supabaseUrl}`);
    return { backend: undefined, config };
  }
  console.log('› Starting the local backend');
  const backend = await startLocalBackend({
    port: Number(process.env.SUPABASE_PORT ?? defaultPort),
    dataDir,
    siteUrl,
    log,
  });
  return {
    backend,
    config: { supabaseUrl: backend.runtime.apiUrl, supabaseAnonKey: backend.runtime.anonKey },
  };
}
