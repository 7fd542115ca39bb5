import type { IncomingMessage } from 'node:http';
import { RestError } from '../errors.ts';
import type { RangeRequest } from '../sql/statements.ts';

/** The `Range: first-last` request header as an offset and limit. */
export function rangeOf(req: IncomingMessage): RangeRequest | undefined {
  const header = req.headers.range;
  const match = header ? /^(?:items=)?(\d{1,15})-(\d{0,15})$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const offset = Number(match[1]);
  const last = match[2] === '' ? undefined : Number(match[2]);
  if (last !== undefined && last < offset) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', null);
  }
  return { offset, limit: last === undefined ? undefined : last - offset + 1 };
}
