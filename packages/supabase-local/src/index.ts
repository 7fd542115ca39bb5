import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Server as NetServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import type { ServerConfig, ServerContext } from './context.ts';
import { createAuthHandler, type AuthOptions } from './auth/index.ts';
import { migrate, type MigrateReport } from './db/migrate.ts';
import { createEngine } from './engine/index.ts';
import type { Engine } from './engine/types.ts';
import { apiKeys, loadJwtSecret } from './keys.ts';
import { makeOwnerOnlyDir } from './owner-only.ts';
import { defaultDataDir, defaultMigrationsDir, defaultSeedFile } from './paths.ts';
import { createHttpServer, type HttpLimits } from './server.ts';
import { loadRoleSettings } from './role-settings.ts';
import { createServerContext } from './server-context.ts';
import { createRealtimeServer, installChangeCapture } from './realtime/index.ts';
import { createRestHandler, type RestOptions } from './rest/index.ts';
import { createStorageHandler } from './storage/index.ts';

export type { ServerConfig, ServerContext } from './context.ts';
export type { Engine } from './engine/types.ts';
export { MigrationError } from './db/migrate.ts';

export interface StartOptions {
  /** @default 54321; 0 picks a free port */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** @default `<repo>/.data/supabase-local` */
  dataDir?: string;
  /** PostgreSQL server to use instead of PGlite. @default process.env.DATABASE_URL */
  databaseUrl?: string | undefined;
  /** @default `<repo>/supabase/migrations` */
  migrationsDir?: string;
  /** Seed run on an empty database; null for none. @default `<repo>/supabase/seed.sql` */
  seedFile?: string | null;
  /** Where email links land without a redirect_to. @default 'http://127.0.0.1:3000' */
  siteUrl?: string;
  /** @default process.env.SUPABASE_LOCAL_JWT_SECRET, else `<dataDir>/jwt-secret` */
  jwtSecret?: string;
  /** Access token lifetime in seconds. @default 3600 */
  jwtExpiry?: number;
  auth?: AuthOptions;
  rest?: RestOptions;
  http?: HttpLimits;
}

export interface RunningServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Opens the local outbox: `${url}/outbox?key=${outboxKey}`. New at every start. */
  outboxKey: string;
  engine: Engine;
  context: ServerContext;
  migrations: MigrateReport;
  /** Stops accepting, lets in-flight requests finish, closes realtime and the database. */
  close(): Promise<void>;
}

/** Starts the whole backend: database, migrations, every API on one port. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = path.resolve(options.dataDir ?? defaultDataDir);
  makeOwnerOnlyDir(dataDir);
  const jwtSecret = options.jwtSecret ?? loadJwtSecret(dataDir);
  const keys = apiKeys(jwtSecret);
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? undefined;
  const engine = await createEngine({ dataDir, databaseUrl });
  try {
    const seedFile = options.seedFile === null ? undefined : (options.seedFile ?? defaultSeedFile);
    const migrations = await migrate(engine, {
      migrationsDir: options.migrationsDir ?? defaultMigrationsDir,
      seedFile: seedFile && existsSync(seedFile) ? seedFile : undefined,
    });
    await installChangeCapture(engine);

    const config: ServerConfig = {
      port: options.port ?? 54321,
      host: options.host ?? '127.0.0.1',
      dataDir,
      apiUrl: '',
      siteUrl: options.siteUrl ?? 'http://127.0.0.1:3000',
      jwtSecret,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      outboxKey: randomBytes(18).toString('base64url'),
      jwtExpiry: options.jwtExpiry ?? 3600,
    };
    const context = createServerContext(config, engine, await loadRoleSettings(engine));
    const realtime = createRealtimeServer(context);
    const rest = createRestHandler(context, options.rest);
    const { server, markClosing } = createHttpServer(
      context,
      {
        auth: createAuthHandler(context, options.auth),
        rest,
        storage: createStorageHandler(context),
        realtime,
      },
      options.http,
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address() as AddressInfo;
    config.port = address.port;
    const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
    config.apiUrl = `http://${hostForUrl === '0.0.0.0' ? '127.0.0.1' : hostForUrl}:${address.port}`;

    let closing: Promise<void> | null = null;
    const close = () => {
      closing ??= (async () => {
        markClosing();
        // Connections the kernel has already queued would be reset if the listener closed
        // now, though their clients have sent requests. So the listener stays open for a
        // short grace (answers now carry `Connection: close`), then closes; net.Server's
        // close is used because http.Server's would also drop sockets whose request has
        // arrived but not been read yet.
        await new Promise((resolve) => setTimeout(resolve, 250));
        const drained = new Promise<void>((resolve) =>
          NetServer.prototype.close.call(server, () => resolve()),
        );
        // Swept from setImmediate, i.e. after the event loop's poll phase has read whatever
        // arrived: a connection whose request is waiting in its socket is then no longer idle.
        const sweepIdle = () => setImmediate(() => server.closeIdleConnections());
        const sweep = setInterval(sweepIdle, 100);
        const force = setTimeout(
          () => server.closeAllConnections(),
          options.http?.shutdownGraceMs ?? 10_000,
        );
        sweepIdle();
        await realtime.close();
        await drained;
        clearInterval(sweep);
        clearTimeout(force);
        await rest.close();
        await engine.close();
      })();
      return closing;
    };
    return {
      url: config.apiUrl,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      outboxKey: config.outboxKey,
      engine,
      context,
      migrations,
      close,
    };
  } catch (error) {
    await engine.close().catch(() => {});
    throw error;
  }
}
