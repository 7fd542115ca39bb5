/**
 * The production rehearsal (docs/deploying.md, "The rehearsal"): each app's build copied to a
 * folder of its own origin, as a team would upload it, and served by Debian's nginx with a CDN's
 * headers, the shell on one port and each remote on its own. The shell origin's remotes.json
 * names each remote's own origin; the hint step writes the page hints into its index.html.
 * Deploys are additive, as on a CDN: files of an earlier release stay beside the new ones.
 */
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps } from '../remote-apps.mjs';
import { freePort } from '@phrasebook/testing/free-port';
import { compressedForKeeps, isHashedName } from '../lib/http-responses.mjs';
import { nginxPath } from '../lib/system-deps.mjs';
import { hasBrotli, nginxConfig } from './nginx-config.mjs';
import { writePageHints } from './write-page-hints.mjs';
import { datingReplacement } from './replaced-files.mjs';

// The hashed files are the builds' scripts and stylesheets (lib/http-responses.mjs).
const scriptOrStyle = /\.(js|css)$/;

/**
 * Compressed copies already made, by the content they were made from: each rehearsal started
 * (a spec's own deployment, `pnpm preview:static` again) uploads the same builds, and
 * compressing them took about 6 s of CPU each time. Written under a temporary name and renamed,
 * so processes starting rehearsals side by side never read half a file; a copy not used for a
 * week (a build long replaced) is deleted.
 */
const compressedStore = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../.tmp/compressed-copies',
);
const UNUSED_COPY_MS = 7 * 24 * 60 * 60 * 1000;
let pruned = false;

function pruneCompressedStore() {
  if (pruned || !fs.existsSync(compressedStore)) return;
  pruned = true;
  const before = Date.now() - UNUSED_COPY_MS;
  for (const name of fs.readdirSync(compressedStore)) {
    const file = path.join(compressedStore, name);
    if (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs < before)
      fs.rmSync(file, { force: true });
  }
}

async function compressedCopy(body, encoding) {
  const key = createHash('sha256').update(body).digest('hex');
  const kept = path.join(compressedStore, `${key}.${encoding}`);
  try {
    const copy = await fs.promises.readFile(kept);
    const now = new Date();
    await fs.promises.utimes(kept, now, now);
    return copy;
  } catch {
    const compressed = await compressedForKeeps(body, encoding);
    await fs.promises.mkdir(compressedStore, { recursive: true });
    const partial = `${kept}.${randomUUID()}`;
    await fs.promises.writeFile(partial, compressed);
    await fs.promises.rename(partial, kept);
    return compressed;
  }
}

/**
 * Copies a build into its origin's folder (over what is there) and writes compressed copies of
 * its hashed files beside them, for gzip_static and brotli_static: compressed once, as
 * scripts/serve.mjs keeps its compressed copies, instead of per request. Other files nginx
 * compresses as it sends them.
 */
export async function uploadBuild(dist, target) {
  pruneCompressedStore();
  // A hashed name never changes its content; others may (replaced-files.mjs).
  const replaced = fs
    .readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => !isHashedName(path.basename(file)))
    .map((file) => datingReplacement(path.join(target, file)));
  fs.cpSync(dist, target, { recursive: true });
  for (const dated of replaced) dated();
  const files = fs
    .readdirSync(target, { recursive: true })
    .map(String)
    .filter((file) => isHashedName(path.basename(file)) && scriptOrStyle.test(file))
    .map((file) => path.join(target, file));
  const withBrotli = hasBrotli();
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.promises.readFile(file);
      await fs.promises.writeFile(`${file}.gz`, await compressedCopy(body, 'gzip'));
      if (!withBrotli) return;
      await fs.promises.writeFile(`${file}.br`, await compressedCopy(body, 'br'));
    }),
  );
}

/**
 * Runs nginx ("$@") and stops it gracefully (SIGQUIT) once its starter closes the pipe on the
 * shell's stdin, or ends in any way: a starter killed outright (SIGKILL, a CI job's timeout)
 * runs no exit handler, and nginx used to keep its ports. Exits with nginx's code. A command
 * run in the background reads /dev/null, so the watch reads the pipe through fd 3.
 */
const stoppedWithStarter = `exec 3<&0
"$@" & server=$!
(cat <&3 >/dev/null; kill -QUIT "$server" 2>/dev/null) & watch=$!
wait "$server"; code=$?
kill "$watch" 2>/dev/null
exit "$code"`;

/**
 * Waits until `url` answers `expected`: the file this rehearsal wrote, not another server's that
 * took the port after it was chosen (nginx retries a taken port for a few seconds, then exits).
 */
async function untilAnswering(url, expected, child, errorLog) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '';
      throw new Error(`nginx exited with code ${child.exitCode}:\n${log}`);
    }
    const answer = await fetch(url).then(
      (response) => response.text(),
      () => undefined,
    );
    if (answer === expected) return;
    if (Date.now() > deadline) throw new Error(`nginx did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * @param {object} options
 * @param {string} options.shellDist the shell's build
 * @param {Record<string, string>} options.remoteDists remote folder -> its build
 * @param {object} options.config config.json for the shell's origin
 * @param {string} [options.host] '127.0.0.1'
 * @param {number} [options.port] the shell's port (a free one when unset)
 */
export async function startStaticRehearsal({
  shellDist,
  remoteDists,
  config,
  host = '127.0.0.1',
  port,
}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-static-'));
  const prefix = path.join(root, 'nginx');
  fs.mkdirSync(prefix);
  const shell = { port, root: path.join(root, 'shell') };
  const remotes = remoteApps.map(({ folder, name }) => ({
    folder,
    name,
    port: 0,
    root: path.join(root, folder),
  }));
  await uploadBuild(shellDist, shell.root);
  for (const remote of remotes) {
    await uploadBuild(remoteDists[remote.folder], path.join(remote.root, remote.folder));
  }

  let shellUrl = '';
  let remoteUrls = {};
  const writeRuntimeFiles = () => {
    const remotesJson = Object.fromEntries(
      remotes.map(({ folder, name }) => [name, `${remoteUrls[folder]}/${folder}/mf-manifest.json`]),
    );
    const text = `${JSON.stringify(remotesJson, null, 2)}\n`;
    for (const [name, body] of [
      ['config.json', `${JSON.stringify(config)}\n`],
      ['remotes.json', text],
    ]) {
      const file = path.join(shell.root, name);
      const dated = datingReplacement(file);
      fs.writeFileSync(file, body);
      dated();
    }
    return text;
  };
  const errorLog = path.join(prefix, 'error.log');
  let child;
  const killGroup = () => {
    if (!child?.pid) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // gone already
    }
  };
  process.once('exit', killGroup);
  // The ports are chosen just before nginx binds them; one taken meanwhile by another process
  // (suites run side by side) is chosen again.
  for (let attempt = 1; ; attempt++) {
    shell.port = port ?? (await freePort(host));
    for (const remote of remotes) remote.port = await freePort(host);
    shellUrl = `http://${host}:${shell.port}`;
    remoteUrls = Object.fromEntries(
      remotes.map((remote) => [remote.folder, `http://${host}:${remote.port}`]),
    );
    const remotesJson = writeRuntimeFiles();
    const configFile = path.join(prefix, 'nginx.conf');
    fs.writeFileSync(configFile, nginxConfig({ prefix, host, shell, remotes }));
    fs.rmSync(errorLog, { force: true });
    child = spawn(
      '/bin/sh',
      [
        '-c',
        stoppedWithStarter,
        'nginx',
        nginxPath,
        '-p',
        prefix,
        '-e',
        errorLog,
        '-c',
        configFile,
      ],
      // A group of its own, killed whole; Ctrl+C reaches the starter, which closes it.
      { stdio: ['pipe', 'ignore', 'ignore'], detached: true },
    );
    try {
      await untilAnswering(`${shellUrl}/remotes.json`, remotesJson, child, errorLog);
      await writePageHints(shell.root, shellUrl);
      break;
    } catch (error) {
      killGroup();
      if (attempt < 3 && /Address already in use/.test(String(error))) continue;
      process.off('exit', killGroup);
      fs.rmSync(root, { recursive: true, force: true });
      throw error;
    }
  }

  return {
    url: shellUrl,
    /** remote folder -> its origin */
    remoteUrls,
    /** The shell origin's folder, as the hint step reads it. */
    shellDir: shell.root,
    /** remote folder -> where its files are on its origin, for shipping one by hand */
    remoteDirs: Object.fromEntries(
      remotes.map((remote) => [remote.folder, path.join(remote.root, remote.folder)]),
    ),
    /** Ships one remote alone: its new build beside the old files, then the hint step. */
    async deployRemote(folder, dist) {
      const remote = remotes.find((candidate) => candidate.folder === folder);
      if (!remote) throw new Error(`Unknown remote folder ${folder}`);
      await uploadBuild(dist, path.join(remote.root, folder));
      await writePageHints(shell.root, shellUrl);
    },
    /** Ships the shell: its new build beside the old files, its runtime files, the hint step. */
    async deployShell(dist) {
      await uploadBuild(dist, shell.root);
      writeRuntimeFiles();
      await writePageHints(shell.root, shellUrl);
    },
    async close() {
      process.off('exit', killGroup);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // nginx's graceful stop (stoppedWithStarter); all killed if not gone within 5 s.
        child.stdin?.end();
        const timer = setTimeout(killGroup, 5_000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
