import path from 'node:path';
import { makeOwnerOnlyDir, makeOwnerOnlyTree } from '../owner-only.ts';
import { databaseError, PgliteHost, type Request, wasNotStarted } from './pglite-host.ts';
import { PreparedStatements } from './prepared-statements.ts';
import { parseArrayElements, parserFor } from './type-parsers.ts';
import type { Engine, QueryResult, Sql, StatementLimits } from './types.ts';

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

const transactionLost = () =>
  databaseError({
    code: '25P02',
    message: 'current transaction is aborted, commands ignored until end of transaction block',
  });

/**
 * Embedded PGlite stored in `<dataDir>/pglite`, run in a worker thread (pglite-host.ts) so
 * that a long statement never blocks the server's event loop: HTTP parsing, health checks,
 * realtime and password hashing go on meanwhile. PGlite is a single-user database, so it
 * runs one message at a time; a message complete in itself (a statement with its settings,
 * a script) is posted in turn and then answered while the next ones wait in the worker's
 * queue, so the worker goes from one to the next without waiting for this thread. A
 * transaction, which takes several messages, waits for the queue to empty and keeps
 * everyone else out until it ends.
 */
export async function createPgliteEngine(dataDir: string): Promise<Engine> {
  const dir = path.join(dataDir, 'pglite');
  makeOwnerOnlyDir(dataDir);
  makeOwnerOnlyDir(dir);
  const host = new PgliteHost(dir);
  await host.start();
  makeOwnerOnlyTree(dir);

  /** Holds the session alone: nothing queued before, nothing posted by others meanwhile. */
  async function alone<T>(run: () => Promise<T>): Promise<T> {
    const release = await host.turns.take();
    try {
      await host.idle();
      return await run();
    } finally {
      release();
    }
  }

  /**
   * Posts a message complete in itself in its turn (`post` must post before it returns)
   * and waits for its answer outside the turn. One the worker had not begun when it was
   * lost (another message's time limit) is posted again to the new worker.
   */
  async function queued<T>(post: () => Promise<{ answer: Promise<T> }>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const release = await host.turns.take();
      let answer: Promise<T>;
      try {
        await host.whenReady();
        ({ answer } = await post());
      } finally {
        release();
      }
      try {
        return await answer;
      } catch (error) {
        if (attempt > 0 || !wasNotStarted(error)) throw error;
      }
    }
  }

  const query = async <Row>(text: string, params: unknown[] = [], timeoutMs?: number) =>
    parsed<Row>((await host.send({ op: 'query', text, params }, timeoutMs)) as QueryResult);
  const answered = <T>(request: Request, timeoutMs?: number) =>
    host.post(request, timeoutMs) as Promise<T>;

  // What the session of worker `preparedIn` keeps prepared, and the texts whose PREPARE is
  // on its way: a second caller of the same text waits for it rather than prepare it again.
  const prepared = new PreparedStatements();
  let preparedIn = host.generation;
  const preparing = new Map<string, Promise<unknown>>();
  const sameSession = () => {
    if (preparedIn === host.generation) return;
    prepared.forget();
    preparedIn = host.generation;
  };
  // Posted at once, before any message that could prepare again under a forgotten name.
  const forgetPrepared = () => {
    prepared.forget();
    host.post({ op: 'exec', text: 'deallocate all' }).catch(() => undefined);
  };

  return {
    kind: 'pglite',
    query: (text, params) =>
      queued(async () => ({
        answer: answered<QueryResult>({ op: 'query', text, params: params ?? [] }),
      })).then((r) => parsed(r)),
    exec: (text) =>
      alone(async () => {
        await host.send({ op: 'exec', text });
      }),
    script: (text, limits) =>
      queued(async () => {
        // A script may deallocate what `statement` keeps prepared.
        sameSession();
        prepared.forget();
        return { answer: answered<QueryResult[]>({ op: 'exec', text }, limits?.timeoutMs) };
      }).then((results) => results.map((r) => parsed(r))),
    statement: (prelude, text, args, limits) =>
      queued(async () => {
        for (let wait = preparing.get(text); wait; wait = preparing.get(text)) {
          await wait.catch(() => undefined);
          await host.whenReady();
        }
        sameSession();
        const run = prepared.run(prelude, text, args);
        const generation = host.generation;
        const answer = answered<QueryResult[]>(
          { op: 'exec', text: run.text, only: run.at },
          limits?.timeoutMs,
        );
        if (run.prepares) {
          preparing.set(text, answer);
          const over = () => void preparing.delete(text);
          answer.then(over, over);
        }
        return {
          answer: answer.then(
            (results) => {
              run.done();
              return parsed(results[0]!);
            },
            (error: unknown) => {
              if (generation === host.generation) forgetPrepared();
              throw error;
            },
          ),
        };
      }),
    transaction<T>(fn: (tx: Sql) => Promise<T>, limits: StatementLimits = {}): Promise<T> {
      return alone(async () => {
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
        await alone(() => host.send({ op: 'listen', channel }));
      }
      handlers.add(onPayload);
      return async () => {
        const current = host.channels.get(channel);
        if (!current?.delete(onPayload) || current.size > 0) return;
        host.channels.delete(channel);
        await alone(() => host.send({ op: 'unlisten', channel })).catch(() => undefined);
      };
    },
    close: () => host.close(),
  };
}
