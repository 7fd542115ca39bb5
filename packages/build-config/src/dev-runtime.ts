import { existsSync, readFileSync } from 'node:fs';
import type { RsbuildConfig } from '@rsbuild/core';
import { remoteApps } from './remotes.ts';

type ServerSetup = NonNullable<NonNullable<RsbuildConfig['server']>['setup']>;

const runtimeFile = new URL('../../../.data/supabase-local/runtime.json', import.meta.url);

/**
 * config.json for dev servers: PHRASEBOOK_RUNTIME_CONFIG when scripts/dev.mjs set it, else the
 * local backend's runtime file if one is running, so `pnpm --filter <app> dev` works alone.
 */
export function devRuntimeConfig(): string | undefined {
  if (process.env.PHRASEBOOK_RUNTIME_CONFIG) return process.env.PHRASEBOOK_RUNTIME_CONFIG;
  if (!existsSync(runtimeFile)) return undefined;
  const runtime = JSON.parse(readFileSync(runtimeFile, 'utf8')) as {
    apiUrl: string;
    anonKey: string;
  };
  return JSON.stringify({ supabaseUrl: runtime.apiUrl, supabaseAnonKey: runtime.anonKey });
}

/** remotes.json for the shell's dev server: the remotes' dev servers on their usual ports. */
export function devRemotes(): string {
  if (process.env.PHRASEBOOK_REMOTES) return process.env.PHRASEBOOK_REMOTES;
  return JSON.stringify(
    Object.fromEntries(
      remoteApps.map(({ name, devPort }) => [name, `http://localhost:${devPort}/mf-manifest.json`]),
    ),
  );
}

/**
 * A dev server `setup` serving these runtime files from memory, so nothing about backends or
 * remote locations enters a build. A file whose body is undefined falls through to the app.
 */
export function serveDevRuntimeFiles(files: Record<string, () => string | undefined>): ServerSetup {
  return ({ server }) => {
    server.middlewares.use((req, res, next) => {
      const body = files[req.url?.split('?')[0] ?? '']?.();
      if (!body) return next();
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(body);
    });
  };
}
