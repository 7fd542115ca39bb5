// The worker thread that owns PGlite (see pglite.ts). It runs one request at a time, in
// the order they arrive, and forwards notifications of the channels it listens on. It is
// plain JavaScript so that a new worker starts without a TypeScript loader; values of the
// types in `workerData.textTypes` come back as the text Postgres prints, and pglite.ts
// parses them with the one rule both engines share (type-parsers.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const { dir, textTypes, wasmModule, fsBundle } = workerData;
const asText = (text) => text;

// `relaxedDurability` stays off, so every query and every COMMIT is flushed to the data
// directory before its reply is sent; an answer given after that survives a kill.
const db = await PGlite.create(dir, {
  extensions: { pgcrypto, pg_trgm },
  relaxedDurability: false,
  parsers: Object.fromEntries(textTypes.map((oid) => [oid, asText])),
  pgliteWasmModule: wasmModule,
  fsBundle,
});
// Same session settings as the postgres engine sets per connection.
await db.exec(
  `set timezone = 'UTC'; set datestyle = 'ISO, MDY'; set intervalstyle = 'postgres'; set search_path = public, extensions`,
);

const unlisteners = new Map();

const plain = (result) => ({
  rows: result.rows,
  fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  ...(result.affectedRows === undefined ? {} : { affectedRows: result.affectedRows }),
});

/** What of an error crosses the thread boundary: Postgres' fields, as the `pg` driver names them. */
function errorFields(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { message: error.message };
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema']) {
    if (typeof error[key] === 'string') fields[key] = error[key];
  }
  return fields;
}

async function handle(request) {
  switch (request.op) {
    case 'query':
      return plain(await db.query(request.text, request.params));
    case 'exec': {
      const results = await db.exec(request.text);
      // `only`: the one result the caller reads (a statement after its settings) crosses alone.
      return request.only === undefined ? results.map(plain) : [plain(results[request.only])];
    }
    case 'listen':
      if (!unlisteners.has(request.channel)) {
        const { channel } = request;
        const stop = await db.listen(channel, (payload) =>
          parentPort.postMessage({ notify: channel, payload }),
        );
        unlisteners.set(channel, stop);
      }
      return null;
    case 'unlisten':
      await unlisteners.get(request.channel)?.();
      unlisteners.delete(request.channel);
      return null;
    case 'close':
      if (!db.closed) await db.close();
      return null;
    default:
      throw new Error(`unknown request ${request.op}`);
  }
}

let chain = Promise.resolve();
parentPort.on('message', (request) => {
  chain = chain.then(async () => {
    try {
      parentPort.postMessage({ id: request.id, result: await handle(request) });
    } catch (error) {
      parentPort.postMessage({ id: request.id, error: errorFields(error) });
    }
  });
});
parentPort.postMessage({ ready: true });
