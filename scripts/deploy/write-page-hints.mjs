#!/usr/bin/env node
/**
 * The deploy step that gives a static host the hints scripts/serve.mjs writes into every page it
 * sends (docs/deploying.md, "The hint step"): run whenever the shell or a remote ships, it reads
 * the shell origin's remotes.json and config.json and each remote's mf-manifest.json and
 * screen-files.json from that remote's origin, and writes into the shell's index.html the
 * runtime files inline with a table of preloads per area and screen, which the page picks from
 * at load. From source it reads only the areas of app-registry.json, which the shell's release
 * was built with; the rest is what the deployed builds hold.
 *
 *   node scripts/deploy/write-page-hints.mjs <shell's deployed folder> <shell's address>
 *
 * Also writes index.precache.html, the page the offline app keeps: the runtime files without
 * any remote's entry, so a kept page never names an entry a later deploy replaced.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteApps } from '../remote-apps.mjs';
import { withPageHints } from '../lib/page-hints.mjs';
import { datingReplacement } from './replaced-files.mjs';

/** What a script's fetch of index.html gets, the offline app's precache's (nginx-config.mjs). */
export const PRECACHE_PAGE = 'index.precache.html';

const fetchJson = (url) =>
  fetch(url, { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : undefined))
    .catch(() => undefined);

/**
 * Writes the hints into index.html and index.precache.html in the shell's folder on its origin.
 * Answers the remotes whose manifest was read, and those whose was not (their areas get no
 * preloads; the page reads it); relative entries of remotes.json are relative to `shellUrl`.
 */
export async function writePageHints(shellDir, shellUrl) {
  const readJson = (name) => JSON.parse(fs.readFileSync(path.join(shellDir, name), 'utf8'));
  const config = readJson('config.json');
  const remotes = readJson('remotes.json');
  const remotesUrl = new URL('remotes.json', shellUrl.endsWith('/') ? shellUrl : `${shellUrl}/`);
  const manifests = {};
  const screens = {};
  await Promise.all(
    Object.entries(remotes).map(async ([name, location]) => {
      const manifestUrl = new URL(location, remotesUrl);
      manifests[name] = await fetchJson(manifestUrl);
      screens[name] = await fetchJson(new URL('screen-files.json', manifestUrl));
    }),
  );
  const page = path.join(shellDir, 'index.html');
  const html = fs.readFileSync(page, 'utf8');
  const inputs = { config, remotes, manifests, screens, areas: remoteApps };
  // Written beside, then moved: a page asked for meanwhile is the old one or the new, never half.
  for (const [file, precache] of [
    [PRECACHE_PAGE, true],
    ['index.html', false],
  ]) {
    const target = path.join(shellDir, file);
    const dated = datingReplacement(target);
    fs.writeFileSync(`${target}.next`, withPageHints(html, { ...inputs, precache }));
    dated(`${target}.next`);
    fs.renameSync(`${target}.next`, target);
  }
  const names = Object.keys(remotes);
  return {
    hinted: names.filter((name) => manifests[name]),
    missing: names.filter((name) => !manifests[name]),
  };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const [shellDir, shellUrl] = process.argv.slice(2);
  if (!shellDir || !shellUrl) {
    console.error('Usage: node scripts/deploy/write-page-hints.mjs <shell folder> <shell address>');
    process.exit(2);
  }
  const { hinted, missing } = await writePageHints(shellDir, shellUrl);
  console.log(`Page hints written for ${hinted.join(', ') || 'no remote'}.`);
  if (missing.length > 0) {
    console.log(`No manifest read for ${missing.join(', ')}: their pages read it at load.`);
  }
}
