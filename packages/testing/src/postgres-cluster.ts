import { freePort } from './free-port.mjs';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface PostgresCluster {
  /** Superuser URL of the `postgres` database. */
  url: string;
  stop(): Promise<void>;
}

/** The newest /usr/lib/postgresql/<version>/bin that has initdb and postgres. */
export function findPostgresBin(root = '/usr/lib/postgresql'): string {
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter(
          (v) =>
            existsSync(path.join(root, v, 'bin', 'initdb')) &&
            existsSync(path.join(root, v, 'bin', 'postgres')),
        )
        .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(
      `No PostgreSQL server binaries under ${root}: install Debian's postgresql package`,
    );
  }
  return path.join(root, newest, 'bin');
}

/** initdb and postgres refuse to run as root, so as root they run as the `postgres` system user. */
function runAsIds(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const fields = line?.split(':');
  if (!fields || fields.length < 4) {
    throw new Error(
      "Running as root but there is no 'postgres' user: install Debian's postgresql package",
    );
  }
  return { uid: Number(fields[2]), gid: Number(fields[3]) };
}

async function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `postgres exited during start-up:\n${readFileSync(logFile, 'utf8').slice(-2000)}`,
      );
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline)
        throw new Error(`postgres did not accept connections within 30 s (log: ${logFile})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temp dir (trust auth, fsync off),
 * listening on a free port on 127.0.0.1 with its socket in the temp dir. `stop()` shuts
 * it down and deletes everything.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  const ids = runAsIds();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'supabase-local-pg-'));
  if (ids) chownSync(dir, ids.uid, ids.gid);
  const dataDir = path.join(dir, 'data');
  const env = { ...process.env, LC_ALL: 'C', LANG: 'C', HOME: dir };
  await run(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { env, ...(ids ?? {}) },
  );

  const logFile = path.join(dir, 'postgres.log');
  const log = openSync(logFile, 'a');
  if (ids) chownSync(logFile, ids.uid, ids.gid);
  let lastError: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort();
    const child = spawn(
      path.join(bin, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=200',
      ],
      { env, stdio: ['ignore', log, log], ...(ids ?? {}) },
    );
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    try {
      await waitUntilReady(url, child, logFile);
    } catch (error) {
      lastError = error;
      child.kill('SIGKILL');
      await waitForExit(child, 5000);
      continue;
    }
    let stopped: Promise<void> | null = null;
    return {
      url,
      stop() {
        stopped ??= (async () => {
          // SIGINT is postgres' "fast" shutdown: disconnect clients, then exit.
          child.kill('SIGINT');
          if (!(await waitForExit(child, 15_000))) {
            child.kill('SIGKILL');
            await waitForExit(child, 5000);
          }
          rmSync(dir, { recursive: true, force: true });
        })();
        return stopped;
      },
    };
  }
  rmSync(dir, { recursive: true, force: true });
  throw lastError instanceof Error ? lastError : new Error('postgres did not start');
}
