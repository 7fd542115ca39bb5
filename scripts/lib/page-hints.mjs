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

/** [as, href] pairs for preload links: stylesheets first, then scripts. */
function asPreloads(styles, scripts) {
  return [...styles.map((href) => ['style', href]), ...scripts.map((href) => ['script', href])];
}

const inlineRuntimeBlock = (runtime) =>
  `<script id="${INLINE_RUNTIME_ID}" type="application/json">${scriptSafeJson(runtime)}</script>`;

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
  const preloads = opened
    ? asPreloads(
        [...opened.styles, ...screen.filter((file) => file.endsWith('.css'))],
        [opened.entry, ...opened.scripts, ...screen.filter((file) => file.endsWith('.js'))],
      )
    : [];
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
  const inline = inlineRuntimeBlock({ config, remotes, entries });
  return html.replace('</head>', `${[inline, ...links].join('')}</head>`);
}

/** Marks what `withStaticPageHints` wrote, so the next deploy replaces it. */
const STATIC_HINTS_START = '<!--phrasebook-page-hints-->';
const STATIC_HINTS_END = '<!--/phrasebook-page-hints-->';

/** index.html without what `withStaticPageHints` wrote into it (as built when it wrote none). */
export function withoutStaticPageHints(html) {
  const start = html.indexOf(STATIC_HINTS_START);
  const end = html.indexOf(STATIC_HINTS_END);
  if (start === -1 || end === -1) return html;
  return html.slice(0, start) + html.slice(end + STATIC_HINTS_END.length);
}

/**
 * For each remote, what `withPageHints` would write for a page of its area, as a table the
 * page reads at load: [federation name, [area pattern, group][], entry, start preloads,
 * [screen pattern, fixed segments, preloads][]]. Patterns are RegExp sources (`areaPattern`).
 */
export function staticHintTable({ remotes, manifests, screens, areas }) {
  const fixedSegments = (pattern) =>
    pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
  return areas.flatMap((area) => {
    const manifestUrl = remotes[area.name];
    const start = manifestUrl && remoteStartFiles(manifests[area.name], manifestUrl);
    if (!start) return [];
    const resolve = besideManifest(manifestUrl);
    const ways = Array.isArray(screens[area.name]) ? screens[area.name] : [];
    const screenRows = ways
      .filter((way) => typeof way?.pattern === 'string' && Array.isArray(way.files))
      .map((way) => {
        const files = way.files.map(resolve);
        return [
          areaPattern(way.pattern).source,
          fixedSegments(way.pattern),
          asPreloads(
            files.filter((file) => file.endsWith('.css')),
            files.filter((file) => file.endsWith('.js')),
          ),
        ];
      });
    return [
      [
        area.name,
        area.paths.map(({ pattern, group }) => [areaPattern(pattern).source, group]),
        start.entry,
        asPreloads(start.styles, [start.entry, ...start.scripts]),
        screenRows,
      ],
    ];
  });
}

/**
 * The page's own choice of what `withPageHints` picks per request on a server, for a static
 * host: run as index.html is parsed, it finds the opened area in the table (first match, as
 * `areaOf`) and its screen (most fixed segments, first on a tie, as `screenFilesFor`), puts
 * that remote's entry into the runtime block and adds the preload links (for a signed-in area
 * only when a session is stored). Written by hand to stay small: it runs before anything else.
 */
function hintChooser(table) {
  return (
    `<script>(()=>{const p=location.pathname,m=(s)=>new RegExp(s,'i').test(p);` +
    `for(const[n,paths,entry,start,screens]of ${scriptSafeJson(table)}){` +
    `const g=paths.find(([s])=>m(s));if(!g)continue;` +
    `const b=document.getElementById(${JSON.stringify(INLINE_RUNTIME_ID)});` +
    `try{const r=JSON.parse(b.textContent);r.entries={[n]:entry};b.textContent=JSON.stringify(r)}catch{}` +
    `if(g[1]==='signed-in'){try{if(!localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}))return}catch{return}}` +
    `let w;for(const s of screens)if(m(s[0])&&(!w||s[1]>w[1]))w=s;` +
    // Stylesheets first, then scripts, as withPageHints orders them.
    `const all=[...start,...(w?w[2]:[])];for(const k of['style','script'])for(const[a,h]of all)` +
    `if(a===k){const l=document.createElement('link');l.rel='preload';l.as=a;l.href=h;` +
    `document.head.append(l)}return}})()</script>`
  );
}

/**
 * index.html for a static host, written at deploy time (scripts/deploy/write-page-hints.mjs,
 * docs/deploying.md): the runtime files inline as `withPageHints` writes them, and, unless
 * `precache` (the copy the offline app keeps, which must never name an entry that a later
 * deploy replaced), the table and chooser above. Replaces what an earlier deploy wrote.
 * @param {string} html the shell's index.html, as built or as an earlier deploy left it
 * @param {object} options
 * @param {object} options.config config.json's contents
 * @param {Record<string, string>} options.remotes remotes.json's contents
 * @param {Record<string, object | undefined>} options.manifests federation name -> its manifest
 * @param {Record<string, unknown>} options.screens federation name -> its screen-files.json
 * @param {{ name: string, paths: { pattern: string, group: string }[] }[]} options.areas
 * @param {boolean} [options.precache]
 */
export function withStaticPageHints(html, options) {
  const { config, remotes } = options;
  const parts = [inlineRuntimeBlock({ config, remotes, entries: {} })];
  if (!options.precache) parts.push(hintChooser(staticHintTable(options)));
  const block = `${STATIC_HINTS_START}${parts.join('')}${STATIC_HINTS_END}`;
  return withoutStaticPageHints(html).replace('</head>', `${block}</head>`);
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
