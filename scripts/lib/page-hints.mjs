import fs from 'node:fs';
import path from 'node:path';

/**
 * What index.html carries so a signed-in screen does not wait on a chain of small requests
 * (docs/performance.md, "Round trips"), written the same way by the deploy step for a static host
 * (scripts/deploy/write-page-hints.mjs) and by scripts/serve.mjs for every page it sends:
 *
 * - the runtime files inline: config.json and remotes.json;
 * - a table, per remote, of its area, the entry its manifest names now, the preloads of that
 *   entry and its `./routes` module, and those of each screen (screen-files.json, written by
 *   @phrasebook/build-config's screenFilesPlugin);
 * - a few lines of script that pick from the table, as the page is parsed, the opened area's
 *   entry and preloads. index.html is revalidated on every visit, so a remote shipped alone is
 *   picked up on the next load once the table names it.
 *
 * The page reads the inline block when it is there and fetches the files when it is not.
 */

/** The id of the inline block; the shell reads it by this id (shell/src/app/startup/inline-runtime.ts). */
export const INLINE_RUNTIME_ID = 'phrasebook-runtime';

/** `learn/:lang/review/*` → a RegExp for pathnames, as react-router's matchPath reads it. */
function areaPattern(pattern) {
  const segments = pattern.split('/').filter((segment) => segment !== '*');
  const body = segments
    .map((segment) =>
      segment.startsWith(':') ? '/[^/]+' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return new RegExp(`^${body}${pattern.endsWith('*') ? '(?:/.*)?' : '/?'}$`, 'i');
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
 * entry, then the stylesheets and scripts of its `./routes` expose.
 */
function remoteStartFiles(manifest, resolve) {
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) return undefined;
  const routes = manifest.exposes?.find((expose) => expose.name === 'routes')?.assets;
  const files = [...(routes?.css?.sync ?? []), ...(routes?.js?.sync ?? [])];
  return [`${entry.path ?? ''}${entry.name}`, ...files].map(resolve);
}

// JSON inside <script>: nothing in it may close the element or open a comment.
const scriptSafeJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Marks what `withPageHints` wrote, so the next deploy replaces it. */
const HINTS_START = '<!--phrasebook-page-hints-->';
const HINTS_END = '<!--/phrasebook-page-hints-->';

/** index.html without what `withPageHints` wrote into it (as built when it wrote none). */
export const withoutPageHints = (html) =>
  html.replace(new RegExp(`${HINTS_START}[\\s\\S]*?${HINTS_END}`), '');

/**
 * For each remote, what a page of its area preloads, as a table the page reads at load:
 * [federation name, [area pattern, group][], start files (the entry first),
 * [screen pattern, fixed segments, files][]]. Patterns are RegExp sources (`areaPattern`).
 */
function pageHintTable({ remotes, manifests, screens, areas }) {
  const fixedSegments = (pattern) =>
    pattern.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
  return areas.flatMap((area) => {
    const resolve = remotes[area.name] && besideManifest(remotes[area.name]);
    const start = resolve && remoteStartFiles(manifests[area.name], resolve);
    if (!start) return [];
    const ways = Array.isArray(screens[area.name]) ? screens[area.name] : [];
    const screenRows = ways
      .filter((way) => typeof way?.pattern === 'string' && Array.isArray(way.files))
      .map((way) => [
        areaPattern(way.pattern).source,
        fixedSegments(way.pattern),
        way.files.map(resolve),
      ]);
    const paths = area.paths.map(({ pattern, group }) => [areaPattern(pattern).source, group]);
    return [[area.name, paths, start, screenRows]];
  });
}

/**
 * The page's own choice from the table: run as index.html is parsed, it finds the opened area
 * (the first that matches: app-registry.json lists the most specific first) and its screen (the
 * most fixed segments, first on a tie, as the router ranks routes), puts that remote's entry into
 * the runtime block and adds the preload links (for a signed-in area only when a session is
 * stored: a visitor without one is sent to /login). Written by hand to stay small: it runs
 * before anything else.
 */
function hintChooser(table) {
  return (
    `<script>(()=>{const p=location.pathname,m=(s)=>new RegExp(s,'i').test(p);` +
    `for(const[n,paths,start,screens]of ${scriptSafeJson(table)}){` +
    `const g=paths.find(([s])=>m(s));if(!g)continue;` +
    `const b=document.getElementById(${JSON.stringify(INLINE_RUNTIME_ID)});` +
    `try{const r=JSON.parse(b.textContent);r.entries={[n]:start[0]};b.textContent=JSON.stringify(r)}catch{}` +
    `if(g[1]==='signed-in'){try{if(!localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}))return}catch{return}}` +
    `let w;for(const s of screens)if(m(s[0])&&(!w||s[1]>w[1]))w=s;` +
    // Stylesheets first, then scripts: a screen's styles block its first paint.
    `const all=[...start,...(w?w[2]:[])];for(const[a,x]of[['style','.css'],['script','.js']])` +
    `for(const h of all)if(h.endsWith(x)){const l=document.createElement('link');l.rel='preload';l.as=a;l.href=h;` +
    `document.head.append(l)}return}})()</script>`
  );
}

/**
 * The shell's index.html (as built, or with what an earlier deploy wrote, which is replaced) with
 * the runtime files inline and, unless `precache` (the copy the offline app keeps, which must
 * never name an entry that a later deploy replaced), the table and chooser above. Manifests and
 * screen-files.json come by federation name (page-hints.d.mts, `PageHintInputs`).
 */
export function withPageHints(html, options) {
  const { config, remotes } = options;
  const runtime = scriptSafeJson({ config, remotes, entries: {} });
  const parts = [`<script id="${INLINE_RUNTIME_ID}" type="application/json">${runtime}</script>`];
  if (!options.precache) parts.push(hintChooser(pageHintTable(options)));
  const block = `${HINTS_START}${parts.join('')}${HINTS_END}`;
  return withoutPageHints(html).replace('</head>', `${block}</head>`);
}

/**
 * The manifests and screen-files.json of the remotes a server hosts from `remoteDirs` (folder →
 * dist), by federation name, as `withPageHints` takes them: undefined for a remote hosted
 * elsewhere or whose files cannot be read.
 */
export function hostedRemoteFiles(remotes, host, remoteDirs) {
  const manifests = {};
  const screens = {};
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    const dir = hostedDir(manifestUrl, host, remoteDirs);
    manifests[name] = dir && readJson(path.join(dir, 'mf-manifest.json'));
    screens[name] = dir && readJson(path.join(dir, 'screen-files.json'));
  }
  return { manifests, screens };
}

/** The dist a manifest address of remotes.json names on this host, if it is one of ours. */
function hostedDir(manifestUrl, host, remoteDirs) {
  if (!URL.canParse(manifestUrl, `http://${host}/`)) return undefined;
  const url = new URL(manifestUrl, `http://${host}/`);
  const [, folder, ...rest] = url.pathname.split('/');
  const dir = remoteDirs[folder ?? ''];
  return url.host === host && dir && rest.join('/') === 'mf-manifest.json' ? dir : undefined;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
