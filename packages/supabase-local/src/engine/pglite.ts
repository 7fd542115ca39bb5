import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { makeOwnerOnlyDir, makeOwnerOnlyTree } from '../owner-only.ts';
import { Slots } from '../slots.ts';
import { pgliteAssets } from './pglite-assets.ts';
import type { WorkerReply, WorkerRequest } from './pglite-messages.ts';
import { PreparedStatements } from './prepared-statements.ts';
import { parseArrayElements, parserFor, typeParsers } from './type-parsers.ts';
import type { Engine, QueryResult, Sql, StatementLimits } from './types.ts';

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer: NodeJS.Timeout | null;
}

const entry = new URL('./pglite-worker.mjs', import.meta.url);

/** The worker answers the shared types as text; they are parsed here, as the postgres engine does. */
function parsed<Row>(result: QueryResult): QueryResult<Row> {
  const parsers = result.fields.map(
    (f) => [f.name, f.dataTypeID, parserFor(f.dataTypeID)] as const,
  );
  for (const row of result.rows) {
    for (const [name, oid, parse] of parsers) {
      const value = row[name];
      if (typeof value === 'string') row[name] = parse(value);
      else if (Array.isArray(value)) row[name] = parseArrayElements(oid, value);
    }
  }
  return result as QueryResult<Row>;
}

function databaseError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

const statementTimeout = () =>
  databaseError({ code: '57014', message: 'canceling statement due to statement timeout' });
const transactionLost = () =>
  databaseError({
    code: '25P02',
    message: 'current transaction is aborted, commands ignored until end of transaction block',
  });

/**
 * Embedded PGlite stored in `<dataDir>/pglite`, run in a worker thread so that a long
 * statement never blocks the server's event loop: HTTP parsing, health checks, realtime
 * and password hashing go on meanwhile. PGlite ignores `statement_timeout`, so a statement
 * run with a time limit that passes it is ended by terminating the worker; a new worker
 * then opens the same data directory, where Postgres' crash recovery rolls the unfinished
 * transaction back, as after a killed process (test/durability.test.ts).
 */
class PgliteHost {
  private worker: Worker | null = null;
  private ready: Promise<void> = Promise.resolve();
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Bumped at every new worker: a transaction begun on an older one is gone. */
  generation = 0;
  private closed = false;
  /** One statement or transaction at a time: PGlite is a single-user database. */
  readonly turns = new Slots(1);
  readonly channels = new Map<string, Set<(payload: string) => void>>();

  constructor(private readonly dir: string) {}

  start(): Promise<void> {
    this.ready = this.spawn();
    return this.ready;
  }

  private async spawn(): Promise<void> {
    const { wasmModule, fsBundle } = await pgliteAssets();
    const textTypes = Object.keys(typeParsers).map(Number);
    const worker = new Worker(entry, {
      workerData: { dir: this.dir, textTypes, wasmModule, fsBundle },
    });
    this.worker = worker;
    this.generation++;
    let started = false;
    await new Promise<void>((resolve, reject) => {
      worker.on('message', (message: WorkerReply) => {
        if ('ready' in message) {
          started = true;
          resolve();
        } else if ('notify' in message) {
          for (const handler of this.channels.get(message.notify) ?? []) handler(message.payload);
        } else this.settle(message);
      });
      worker.once('error', reject);
      worker.on('exit', () => {
        // One that never started is reported to whoever waits for it, not restarted.
        if (!started) reject(new Error('the PGlite worker stopped while starting'));
        else if (this.worker === worker && !this.closed) this.lost(databaseError(crashed));
      });
    });
    for (const channel of this.channels.keys()) await this.post({ op: 'listen', channel });
  }

  private settle(message: Extract<WorkerReply, { id: number }>): void {
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    if (pending.timer) clearTimeout(pending.timer);
    if ('error' in message) pending.reject(databaseError(message.error));
    else pending.resolve(message.result);
  }

  /** Fails what the worker was doing and starts another one on the same data. */
  private lost(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    for (const pending of this.pending.values()) {
      if (pending.timer) clearTimeout(pending.timer);
      pending.reject(error);
    }
    this.pending.clear();
    if (this.closed) return;
    this.ready = (async () => {
      await worker?.terminate();
      await this.spawn();
    })();
    this.ready.catch((err: unknown) =>
      console.error('[supabase-local] PGlite restart failed', err),
    );
  }

  private post(request: Request, timeoutMs?: number): Promise<unknown> {
    const worker = this.worker;
    if (!worker) return Promise.reject(databaseError(crashed));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const pending: Pending = { resolve, reject, timer: null };
      if (timeoutMs !== undefined && timeoutMs > 0) {
        pending.timer = setTimeout(() => {
          if (this.pending.get(id) !== pending) return;
          this.pending.delete(id);
          reject(statementTimeout());
          this.lost(databaseError(crashed));
        }, timeoutMs);
      }
      this.pending.set(id, pending);
      worker.postMessage({ ...request, id });
    });
  }

  /** Sends one request once the worker is up. The caller holds a turn. */
  async send(request: Request, timeoutMs?: number): Promise<unknown> {
    await this.ready;
    return this.post(request, timeoutMs);
  }

  async close(): Promise<void> {
    const release = await this.turns.take();
    try {
      await this.ready.catch(() => undefined);
      if (this.worker) await this.send({ op: 'close' }).catch(() => undefined);
      this.closed = true;
      await this.worker?.terminate();
      this.worker = null;
    } finally {
      release();
    }
  }
}

const crashed = {
  code: '57P01',
  message: 'terminating connection because the database worker restarted',
};

export async function createPgliteEngine(dataDir: string): Promise<Engine> {
  const dir = path.join(dataDir, 'pglite');
  makeOwnerOnlyDir(dataDir);
  makeOwnerOnlyDir(dir);
  const host = new PgliteHost(dir);
  await host.start();
  makeOwnerOnlyTree(dir);

  async function inTurn<T>(run: () => Promise<T>): Promise<T> {
    const release = await host.turns.take();
    try {
      return await run();
    } finally {
      release();
    }
  }
  const query = async <Row>(text: string, params: unknown[] = [], timeoutMs?: number) =>
    parsed<Row>((await host.send({ op: 'query', text, params }, timeoutMs)) as QueryResult);
  const exec = async (text: string) => {
    await host.send({ op: 'exec', text });
  };

  // What the session of worker `preparedIn` keeps prepared.
  const prepared = new PreparedStatements();
  let preparedIn = host.generation;
  const forgetPrepared = async () => {
    prepared.forget();
    await host.send({ op: 'exec', text: 'deallocate all' }).catch(() => undefined);
  };

  return {
    kind: 'pglite',
    query: (text, params) => inTurn(() => query(text, params)),
    exec: (text) => inTurn(() => exec(text)),
    script: (text, limits) =>
      inTurn(async () => {
        try {
          const results = await host.send({ op: 'exec', text }, limits?.timeoutMs);
          return (results as QueryResult[]).map((r) => parsed(r));
        } finally {
          // A script may deallocate what `statement` keeps prepared.
          prepared.forget();
        }
      }),
    statement: (prelude, text, args, limits) =>
      inTurn(async () => {
        if (preparedIn !== host.generation) {
          prepared.forget();
          preparedIn = host.generation;
        }
        const run = prepared.run(prelude, text, args);
        let results: QueryResult[];
        try {
          results = (await host.send(
            { op: 'exec', text: run.text, only: run.at },
            limits?.timeoutMs,
          )) as QueryResult[];
        } catch (error) {
          if (preparedIn === host.generation) await forgetPrepared();
          throw error;
        }
        run.done();
        return parsed(results[0]!);
      }),
    transaction<T>(fn: (tx: Sql) => Promise<T>, limits: StatementLimits = {}): Promise<T> {
      return inTurn(async () => {
        await query('begin');
        const generation = host.generation;
        const alive = () => {
          if (host.generation !== generation) throw transactionLost();
        };
        const tx: Sql = {
          async query<Row>(text: string, params?: unknown[]) {
            alive();
            return query<Row>(text, params, limits.timeoutMs);
          },
          async exec(text: string) {
            alive();
            await host.send({ op: 'exec', text }, limits.timeoutMs);
          },
        };
        try {
          const result = await fn(tx);
          alive();
          await query('commit');
          return result;
        } catch (error) {
          if (host.generation === generation) await query('rollback').catch(() => undefined);
          throw error;
        }
      });
    },
    async listen(channel, onPayload) {
      let handlers = host.channels.get(channel);
      if (!handlers) {
        handlers = new Set();
        host.channels.set(channel, handlers);
        await inTurn(() => host.send({ op: 'listen', channel }));
      }
      handlers.add(onPayload);
      return async () => {
        const current = host.channels.get(channel);
        if (!current?.delete(onPayload) || current.size > 0) return;
        host.channels.delete(channel);
        await inTurn(() => host.send({ op: 'unlisten', channel })).catch(() => undefined);
      };
    },
    close: () => host.close(),
  };
}
