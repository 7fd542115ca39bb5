import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';

type HashTask =
  | { op: 'hash'; password: string; cost: number }
  | { op: 'verify'; password: string; stored: string };
type Result<T extends HashTask> = T extends { op: 'hash' } ? string : boolean;
type Reply = { id: number; result: string | boolean } | { id: number; error: string };

interface Pending {
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

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
    const child = this.child ?? this.start();
    const id = this.nextId++;
    return new Promise<Result<T>>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      if (this.pending.size === 1) hold(child, true);
      child.send({ id, ...task });
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
    child.on('exit', () => {
      if (this.child === child) this.child = null;
      const lost = new Error('the password hasher stopped');
      for (const { reject } of this.pending.values()) reject(lost);
      this.pending.clear();
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
