/** The messages between the PGlite engine (pglite.ts) and its worker (pglite-worker.mjs). */

export type WorkerRequest = { id: number } & (
  | { op: 'query'; text: string; params: unknown[] }
  | { op: 'exec'; text: string; only?: number }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' }
);

export type WorkerReply =
  | { ready: true }
  | { id: number; result: unknown }
  | { id: number; error: Record<string, unknown> }
  | { notify: string; payload: string };
