import type { Handler, ServerContext } from '../context.ts';
import { createStorageRouter } from './router.ts';

/** The `/storage/v1` API. `path` is what follows the prefix, e.g. `/object/avatars/a.png`. */
export function createStorageHandler(ctx: ServerContext): Handler {
  return createStorageRouter(ctx);
}
