import fs from 'node:fs';
import os from 'node:os';
import { expect, test } from 'vitest';
import bcryptjs from 'bcryptjs';
import { backgroundHasher } from '../src/auth/background-hasher.ts';
import { checkPassword, decoyHash } from '../src/auth/passwords.ts';

/** The hasher's process: a child of this one running hash-worker.mjs. */
function hasherPids(): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        return parent === process.pid && cmdline.includes('hash-worker.mjs');
      } catch {
        return false;
      }
    });
}

// Hashing runs in a process of lowest priority (src/auth/background-hasher.ts), so that a
// sign-in storm leaves the cores to the server's other requests.
test('hashes bcrypt as GoTrue stores it, at the lowest priority, in a process of its own', async () => {
  const hash = await backgroundHasher.run({ op: 'hash', password: 'correct horse', cost: 4 });
  expect(hash).toMatch(/^\$2b\$04\$/);
  expect(bcryptjs.compareSync('correct horse', hash)).toBe(true);
  expect(
    await backgroundHasher.run({ op: 'verify', password: 'correct horse', stored: hash }),
  ).toBe(true);
  expect(await backgroundHasher.run({ op: 'verify', password: 'wrong', stored: hash })).toBe(false);
  const [pid, ...others] = hasherPids();
  expect(others).toEqual([]);
  const threads = fs.readdirSync(`/proc/${pid}/task`).map(Number);
  expect(threads.map((thread) => os.getPriority(thread))).toEqual(threads.map(() => 19));
});

test('a hasher that dies hands what it had in hand to a new one', async () => {
  await backgroundHasher.run({ op: 'hash', password: 'warm up', cost: 4 });
  const [pid] = hasherPids();
  const inHand = backgroundHasher.run({ op: 'hash', password: 'slow', cost: 12 });
  process.kill(pid!, 'SIGKILL');
  expect(bcryptjs.compareSync('slow', await inHand)).toBe(true);
  expect(hasherPids()).not.toContain(pid);
});

// A server stopping with sign-ins in flight met this: the write to a child gone, before its
// 'exit' was heard, was an 'error' event nobody handled, and it stopped the whole server.
test('a hash sent to a hasher already dead, its exit not yet heard, is done by a new one', async () => {
  await backgroundHasher.run({ op: 'hash', password: 'warm up', cost: 4 });
  const [pid] = hasherPids();
  process.kill(pid!, 'SIGKILL');
  // Dead (a zombie) before this process's event loop can hear of it.
  while (!/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))) {
    // Waits without yielding.
  }
  const hash = await backgroundHasher.run({ op: 'hash', password: 'after', cost: 4 });
  expect(bcryptjs.compareSync('after', hash)).toBe(true);
});

// A miss must cost what a hit costs: a decoy of another cost would tell who has an account.
test('the decoy an unknown address is checked against has the cost new passwords get', async () => {
  for (const cost of [4, 5]) {
    const decoy = await decoyHash(cost);
    expect(decoy).toMatch(new RegExp(`^\\$2b\\$0${cost}\\$`));
    expect(await decoyHash(cost)).toBe(decoy);
    expect(await checkPassword('decoy password that never matches', decoy)).toBe(true);
  }
});
