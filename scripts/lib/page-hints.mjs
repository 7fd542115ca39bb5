import fs from 'node:fs';
import path from 'node:path';

/**
 * What the server writes into index.html for the page being opened, so a signed-in screen
 * does not wait on a chain of small requests (docs/performance.md, "Round trips"):
 *
 * - the runtime files inline: config.json, remotes.json, and the entry file that the opened
 *   area's remote's manifest names now (when the server holds that manifest). index.html is
 *   revalidated on every visit, so a remote shipped alone is still picked up on the next load;
 * - preload links for that remote's entry and `./routes` module, which the page would otherwise
 *   ask for only after reading remotes.json and the manifest. (A preload that fails hands its
 *   failure to the first script that asks for the file: mount-remote-area.ts tries once more.)
 *
 * The page reads the inline block when it is there and fetches the files when it is not (a
 * static host, or the service worker's precached index.html offline).
 */

/** The id of the inline block; the shell reads it by this id (shell/src/app/startup/inline-runtime.ts). */
export const INLINE_RUNTIME_ID = 'phrasebook-runtime';

/** `learn/:lang/review/*` → a RegExp for pathnames, as react-router's matchPath reads it. */
export function areaPattern(pattern) {
  const segments = pattern.split('/').filter((segment) => segment !== '*');
  const body = segments
    .map((segment) =>
      segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${body}${pattern.endsWith('*') ? '(?:/.*)?' : '/?'}$`, 'i');
}

/**
 * The remote (app-registry.json's `remotes`, most specific first) whose area holds `pathname`,
 * with the route group ('signed-in' or 'signed-out') that part of its area sits in.
 */
export function areaOf(pathname, areas) {
  for (const area of areas) {
    const path = area.paths.find(({ pattern }) => areaPattern(pattern).test(pathname));
    if (path) return { ...area, group: path.group };
  }
  return undefined;
}

/** Where supabase-js keeps the session: AUTH_STORAGE_KEY of @phrasebook/data/session-hint. */
export const SESSION_STORAGE_KEY = 'phrasebook-auth-token';

/** A file named relative to a remote's manifest, as the page asks for it. */
function besideManifest(manifestUrl) {
  const base = new URL(manifestUrl, 'http://page.invalid/');
  const sameOrigin = !/^[a-z]+:/i.test(manifestUrl);
  return (file) => {
    const url = new URL(file, base);
    return sameOrigin && url.origin === base.origin ? url.pathname : url.href;
  };
}

/**
 * The files of a remote that the page loads before any of its screens, from its manifest: the
 * entry and the synchronous files of its `./routes` expose, as URLs relative to the manifest.
 */
export function remoteStartFiles(manifest, manifestUrl) {
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) return undefined;
  const resolve = besideManifest(manifestUrl);
  const routes = manifest.exposes?.find((expose) => expose.name === 'routes');
  return {
    entry: resolve(`${entry.path ?? ''}${entry.name}`),
    scripts: (routes?.assets?.js?.sync ?? []).map(resolve),
    styles: (routes?.assets?.css?.sync ?? []).map(resolve),
  };
}

/**
 * The files of the screen the router will show for `pathname`, from the remote's
 * screen-files.json (@phrasebook/build-config's screenFilesPlugin): of the ways that match,
 * the one with the most fixed segments, as react-router ranks them; the first on a tie.
 */
export function screenFilesFor(ways, pathname, manifestUrl) {
  if (!Array.isArray(ways)) return [];
  const fixedSegments = (pattern) =>
    pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
  let best;
  for (const way of ways) {
    if (typeof way?.pattern !== 'string' || !Array.isArray(way.files)) continue;
    if (!areaPattern(way.pattern).test(pathname)) continue;
    if (!best || fixedSegments(way.pattern) > fixedSegments(best.pattern)) best = way;
  }
  return (best?.files ?? []).map(besideManifest(manifestUrl));
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
// JSON inside <script>: nothing in it may close the element or open a comment.
const scriptSafeJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * index.html with the runtime files inline and the opened area's remote preloaded.
 * @param {string} html the shell's built index.html
 * @param {object} options
 * @param {object} options.config config.json's contents
 * @param {Record<string, string>} options.remotes remotes.json's contents
 * @param {(manifestUrl: string) => object | undefined} options.manifestOf a remote's
 *   manifest, when the server holds it (undefined for a remote hosted elsewhere)
 * @param {(manifestUrl: string) => unknown} [options.screensOf] the screen-files.json beside
 *   that manifest (written by @phrasebook/build-config's screenFilesPlugin), when the server
 *   holds it
 * @param {string} options.pathname the page being opened
 * @param {{ name: string, paths: { pattern: string }[] }[]} options.areas the remotes' areas
 */
export function withPageHints(html, { config, remotes, manifestOf, screensOf, pathname, areas }) {
  const area = areaOf(pathname, areas);
  const name = area?.name;
  const manifestUrl = name ? remotes[name] : undefined;
  const opened = manifestUrl ? remoteStartFiles(manifestOf(manifestUrl), manifestUrl) : undefined;
  // Only the opened remote's entry: a remote the page goes to later is found through its
  // manifest then, so a deploy in between is picked up.
  const entries = opened && name ? { [name]: opened.entry } : {};
  // The opened screen's own files too, which the page would ask for only once the router has
  // matched it.
  const screen = opened ? screenFilesFor(screensOf?.(manifestUrl), pathname, manifestUrl) : [];
  const styles = opened
    ? [...opened.styles, ...screen.filter((file) => file.endsWith('.css'))]
    : [];
  const scripts = opened
    ? [opened.entry, ...opened.scripts, ...screen.filter((file) => file.endsWith('.js'))]
    : [];
  const preloads = [
    ...styles.map((href) => ['style', href]),
    ...scripts.map((href) => ['script', href]),
  ];
  const links =
    area?.group === 'signed-in' && preloads.length > 0
      ? // A signed-out visitor of a signed-in page is sent to /login: no remote code for them.
        [
          `<script>try{if(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}))` +
            `for(const[a,h]of ${scriptSafeJson(preloads)}){const l=document.createElement('link');` +
            `l.rel='preload';l.as=a;l.href=h;document.head.append(l)}}catch{}</script>`,
        ]
      : preloads.map(
          ([as, href]) => `<link rel="preload" as="${as}" href="${escapeAttribute(href)}">`,
        );
  const inline = `<script id="${INLINE_RUNTIME_ID}" type="application/json">${scriptSafeJson({ config, remotes, entries })}</script>`;
  return html.replace('</head>', `${[inline, ...links].join('')}</head>`);
}

/**
 * The manifest of a remote a server hosts from `remoteDirs` (folder → dist), by its address in
 * remotes.json; undefined for one hosted elsewhere or unreadable.
 */
export function hostedManifest(manifestUrl, host, remoteDirs) {
  return hostedBesideManifest(manifestUrl, host, remoteDirs, 'mf-manifest.json');
}

/** The screen-files.json beside a hosted remote's manifest (see `hostedManifest`). */
export function hostedScreenFiles(manifestUrl, host, remoteDirs) {
  return hostedBesideManifest(manifestUrl, host, remoteDirs, 'screen-files.json');
}

function hostedBesideManifest(manifestUrl, host, remoteDirs, fileName) {
  let url;
  try {
    url = new URL(manifestUrl, `http://${host}/`);
  } catch {
    return undefined;
  }
  const [, folder, ...rest] = url.pathname.split('/');
  const dir = remoteDirs[folder ?? ''];
  if (url.host !== host || !dir || rest.join('/') !== 'mf-manifest.json') return undefined;
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, fileName), 'utf8'));
  } catch {
    return undefined;
  }
}
