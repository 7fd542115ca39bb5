import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';

type HashTask =
  | { op: 'hash'; password: string; cost: number }
  | { op: 'verify'; password: string; stored: string };
type Result<T extends HashTask> = T extends { op: 'hash' } ? string : boolean;
type Reply = { id: number; result: string | boolean } | { id: number; error: string };

interface Pending {
  task: HashTask;
  /** Children that stopped with this task in hand. */
  lost: number;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

/** A task is handed to a new child when its child stops, this many times at most. */
const MAX_LOST = 2;

const entry = new URL('./hash-worker.mjs', import.meta.url);

/** The hasher's threads: one per core (libuv's pool would run four). */
export const hasherThreads = Math.max(1, os.availableParallelism());

/** Only a hasher with work in hand keeps the server's process alive (its IPC channel too). */
function hold(child: ChildProcess, busy: boolean): void {
  if (busy) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/**
 * bcrypt in one child process per server process, started at the first sign-in and at
 * lowest priority (hash-worker.mjs). Threads of our own process cannot be made to yield:
 * on two cores, hashing on libuv's pool took the cores from the event loop and the database
 * and a sign-in storm multiplied every read's latency (tests/bench/backend-goals.ts).
 */
class BackgroundHasher {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  run<T extends HashTask>(task: T): Promise<Result<T>> {
    return new Promise<Result<T>>((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { task, lost: 0, resolve: resolve as Pending['resolve'], reject });
      this.send(id);
    });
  }

  private send(id: number): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    const child = this.child ?? this.start();
    hold(child, true);
    // With a callback, a child gone meanwhile is an error here, not an 'error' event that
    // nobody handles (it stopped the whole server): its 'exit' hands the task on.
    child.send({ id, ...pending.task }, (error) => {
      if (error && this.child === child) child.kill();
    });
  }

  private start(): ChildProcess {
    // No inherited flags: the test runner's or tsx's loaders are not needed by plain ESM.
    // As many pool threads as cores: one hash per core, and the next ones queued in the child
    // so a core never waits for the parent's turn to send it work (passwords.ts).
    const child = fork(entry, [], {
      execArgv: [],
      // A process group of its own: a terminal's Ctrl+C reaches the server, which finishes the
      // sign-ins in flight, and not this process, which they need; it ends when the server does.
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, UV_THREADPOOL_SIZE: String(hasherThreads) },
    });
    child.on('message', (reply: Reply) => this.settle(reply));
    child.on('error', () => {
      // Failing to start or to be signalled: 'exit' follows when it has stopped.
    });
    child.on('exit', () => {
      if (this.child === child) this.child = null;
      // Every task in hand was this child's: a new one takes them, twice at most.
      for (const [id, pending] of this.pending) {
        pending.lost += 1;
        if (pending.lost <= MAX_LOST) {
          this.send(id);
          continue;
        }
        this.pending.delete(id);
        pending.reject(new Error('the password hasher stopped'));
      }
    });
    hold(child, false);
    this.child = child;
    return child;
  }

  private settle(reply: Reply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0 && this.child) hold(this.child, false);
    if ('error' in reply) pending.reject(new Error(reply.error));
    else pending.resolve(reply.result);
  }
}

export const backgroundHasher = new BackgroundHasher();
