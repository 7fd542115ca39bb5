import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerContext } from '../context.ts';
import type { Engine } from '../engine/types.ts';
import { installCaptureObjects } from './change-capture.ts';
import { RealtimeServer } from './realtime-server.ts';

/**
 * Creates (idempotently) the change log, its trigger function and a trigger on every table
 * of publication `supabase_realtime`. Called after migrations on every start.
 */
export async function installChangeCapture(engine: Engine): Promise<void> {
  await installCaptureObjects(engine);
}

/**
 * The `/realtime/v1/websocket` endpoint (Phoenix channels as realtime-js speaks them) and
 * `handleHttp` for `/realtime/v1/api/*` (broadcasts sent over HTTP), `path` being what
 * follows `/realtime/v1/api`.
 */
export function createRealtimeServer(ctx: ServerContext): {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  handleHttp(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void>;
  close(): Promise<void>;
} {
  return new RealtimeServer(ctx);
}
