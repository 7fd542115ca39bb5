// The password hasher's own process (auth/background-hasher.ts), every thread of it at the
// lowest priority: while sign-ins hash, the server's requests still get the cores first.
import fs from 'node:fs';
import os from 'node:os';
import { hash, verify } from '@node-rs/bcrypt';

// Linux keeps a priority per thread, and libuv's pool started while this module loaded.
// Threads started later inherit it from this one.
const threads = fs.existsSync('/proc/self/task') ? fs.readdirSync('/proc/self/task') : ['0'];
for (const thread of threads) os.setPriority(Number(thread), 19);

process.on('message', async ({ id, op, password, cost, stored }) => {
  try {
    const result = op === 'hash' ? await hash(password, cost) : await verify(password, stored);
    process.send?.({ id, result });
  } catch (error) {
    process.send?.({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// The server is gone (even killed): nothing is left to hash for.
process.on('disconnect', () => process.exit(0));
