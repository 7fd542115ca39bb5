import { Worker } from 'node:worker_threads';
import { Slots } from '../slots.ts';
import { pgliteAssets } from './pglite-assets.ts';
import type { WorkerReply, WorkerRequest } from './pglite-messages.ts';
import { typeParsers } from './type-parsers.ts';

export type Request = WorkerRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timeoutMs: number | undefined;
  timer: NodeJS.Timeout | null;
}

const entry = new URL('./pglite-worker.mjs', import.meta.url);

export function databaseError(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}

const statementTimeout = () =>
  databaseError({ code: '57014', message: 'canceling statement due to statement timeout' });

const crashed = {
  code: '57P01',
  message: 'terminating connection because the database worker restarted',
};

/**
 * The error of a message the worker had not begun when it was lost: running it again on
 * the new worker is safe.
 */
export const notStarted = () => databaseError({ ...crashed, notStarted: true });

export const wasNotStarted = (error: unknown): boolean =>
  (error as { notStarted?: unknown } | null)?.notStarted === true;

/**
 * The worker thread that owns PGlite (pglite-worker.mjs): it runs the messages posted to it
 * one at a time, in the order they arrive, so several can wait in its queue while it works
 * and it never idles between two. PGlite ignores `statement_timeout`, so a message's time
 * limit, counted from when the worker begins it, ends it by terminating the worker; a new
 * worker then opens the same data directory, where Postgres' crash recovery rolls the
 * unfinished transaction back, as after a killed process (test/durability.test.ts).
 */
export class PgliteHost {
  private worker: Worker | null = null;
  private ready: Promise<void> = Promise.resolve();
  /** In the order posted, which is the order the worker runs them: the first is running. */
  private readonly pending = new Map<number, Pending>();
  private readonly whenIdle: Array<() => void> = [];
  private nextId = 1;
  /** Bumped at every new worker: a transaction begun or a statement prepared on an older one is gone. */
  generation = 0;
  private closed = false;
  /**
   * Who posts next. A transaction holds it from BEGIN to COMMIT, so no other message runs
   * inside it; a single message holds it only while posting (engine/pglite.ts).
   */
  readonly turns = new Slots(1);
  readonly channels = new Map<string, Set<(payload: string) => void>>();

  constructor(private readonly dir: string) {}

  start(): Promise<void> {
    this.ready = this.spawn();
    return this.ready;
  }

  /** Resolves once a worker is up (at once, but for a restart). */
  whenReady(): Promise<void> {
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
    this.startNext();
    if ('error' in message) pending.reject(databaseError(message.error));
    else pending.resolve(message.result);
  }

  /** The worker has moved on to the next message: its time limit starts now. */
  private startNext(): void {
    const next = this.pending.entries().next();
    if (next.done) {
      for (const wake of this.whenIdle.splice(0)) wake();
      return;
    }
    const [id, pending] = next.value;
    if (pending.timeoutMs === undefined || pending.timeoutMs <= 0 || pending.timer) return;
    pending.timer = setTimeout(() => {
      if (this.pending.get(id) !== pending) return;
      this.pending.delete(id);
      pending.reject(statementTimeout());
      this.lost(databaseError(crashed), false);
    }, pending.timeoutMs);
  }

  /**
   * Fails what the worker was doing (the first pending message, when `firstRunning`) and
   * starts another one on the same data; the messages behind it never began.
   */
  private lost(error: Error, firstRunning = true): void {
    const worker = this.worker;
    this.worker = null;
    let running = firstRunning;
    for (const pending of this.pending.values()) {
      if (pending.timer) clearTimeout(pending.timer);
      pending.reject(running ? error : notStarted());
      running = false;
    }
    this.pending.clear();
    for (const wake of this.whenIdle.splice(0)) wake();
    if (this.closed) return;
    this.ready = (async () => {
      await worker?.terminate();
      await this.spawn();
    })();
    this.ready.catch((err: unknown) =>
      console.error('[supabase-local] PGlite restart failed', err),
    );
  }

  /**
   * Posts one message at once (the caller holds a turn and waited for `whenReady`), and
   * answers its reply.
   */
  post(request: Request, timeoutMs?: number): Promise<unknown> {
    const worker = this.worker;
    if (!worker) return Promise.reject(notStarted());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, timeoutMs, timer: null });
      if (this.pending.size === 1) this.startNext();
      worker.postMessage({ ...request, id });
    });
  }

  /** Sends one message once the worker is up. The caller holds a turn. */
  async send(request: Request, timeoutMs?: number): Promise<unknown> {
    await this.ready;
    return this.post(request, timeoutMs);
  }

  /** Resolves once the worker has answered every message posted so far. */
  idle(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.whenIdle.push(resolve));
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
