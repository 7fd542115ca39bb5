// Types of local-backend.mjs for the TypeScript benches and e2e setup that start the backend.
import type { ChildProcess } from 'node:child_process';

export interface LocalBackend {
  /** The runtime.json the backend wrote: { apiUrl, anonKey, serviceRoleKey }. */
  runtime: { apiUrl: string; anonKey: string; serviceRoleKey: string };
  child: ChildProcess;
  /** SIGTERM, then SIGKILL if it has not closed its database within 10 s. */
  stop(): Promise<void>;
}

export function startLocalBackend(options: {
  port: number;
  dataDir: string;
  siteUrl?: string;
  log?: boolean;
  timeoutMs?: number;
  env?: Record<string, string>;
}): Promise<LocalBackend>;

/** Demo accounts the seed created. */
export function demoAccounts(): { email: string; password: string }[];
