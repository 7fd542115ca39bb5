/**
 * The nginx configuration of the static rehearsal (docs/deploying.md, "The rehearsal"): one
 * server per origin, sending the headers a CDN would. The shell's origin serves its folder at
 * '/' with the app routes falling back to index.html; each remote's origin serves its folder
 * under '/<folder>/' to any origin (CORS). Everything lives in `prefix`: no root, no system
 * configuration.
 */
import fs from 'node:fs';
import os from 'node:os';
import { PRECACHE_PAGE } from './write-page-hints.mjs';

/** Debian's dynamic modules; brotli only when its packages are installed (system-deps.mjs). */
const modulesDir = '/usr/lib/nginx/modules';
const brotliModules = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];

export function hasBrotli() {
  return brotliModules.every((module) => fs.existsSync(`${modulesDir}/${module}`));
}

const compressedTypes =
  'text/css application/javascript application/json application/manifest+json image/svg+xml text/plain';

const immutable = 'add_header Cache-Control "public, max-age=31536000, immutable";';
const revalidated = 'add_header Cache-Control "no-cache" always;';
const cors = 'add_header Access-Control-Allow-Origin "*" always;';
const varyOnPrecachePage = 'add_header Vary "Sec-Fetch-Dest, Sec-Fetch-Mode" always;';

/**
 * @param {object} options
 * @param {string} options.prefix nginx's own folder: pid, temp files, logs
 * @param {string} options.host the address every server listens on
 * @param {{ port: number, root: string }} options.shell the shell's origin and folder
 * @param {{ folder: string, port: number, root: string }[]} options.remotes each remote's
 *   origin; `root` holds its build under `<folder>/`
 */
export function nginxConfig({ prefix, host, shell, remotes }) {
  const brotli = hasBrotli();
  // Run as root, nginx would hand its workers to 'nobody', who cannot read a private temp dir.
  const user = process.getuid?.() === 0 ? `user ${os.userInfo().username};` : '';
  const shellServer = `
  server {
    listen ${host}:${shell.port};
    root ${shell.root};
    ${revalidated}
    location ^~ /static/ { try_files $uri =404; ${immutable} }
    location = /components { return 301 /components/; }
    location ^~ /components/ { try_files $uri $uri/index.html =404; ${revalidated} }
    # index.html asked for by a script, not opened (the offline app's worker precaching it):
    # the page without any remote's entry (scripts/deploy/write-page-hints.mjs).
    location = /index.html {
      if ($precache_page) { rewrite ^ /${PRECACHE_PAGE} last; }
      ${revalidated} ${varyOnPrecachePage}
    }
    location = /${PRECACHE_PAGE} { internal; ${revalidated} ${varyOnPrecachePage} }
    # A path with an extension is a file: missing, it stays a 404, never the app.
    location ~ \\.[A-Za-z0-9]+$ { try_files $uri =404; ${revalidated} }
    location / { try_files $uri /index.html; ${revalidated} }
  }`;
  const remoteServers = remotes.map(
    ({ folder, port, root }) => `
  server {
    listen ${host}:${port};
    root ${root};
    location ^~ /${folder}/static/ { try_files $uri =404; ${cors} ${immutable} }
    location ~ "^/${folder}/remoteEntry\\.[0-9a-f]{8}\\.js$" { try_files $uri =404; ${cors} ${immutable} }
    location /${folder}/ { try_files $uri $uri/index.html =404; ${cors} ${revalidated} }
    location / { return 404; }
  }`,
  );
  return `${brotli ? brotliModules.map((module) => `load_module ${modulesDir}/${module};`).join('\n') : ''}
${user}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  types { application/manifest+json webmanifest; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  absolute_redirect off;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  # A script's fetch, not a navigation the worker passes on (serve.mjs's wantsPrecachePage).
  map "$http_sec_fetch_dest:$http_sec_fetch_mode" $precache_page {
    default "";
    "~^empty:(?!navigate$)" 1;
  }
  gzip on;
  gzip_vary on;
  gzip_static on;
  gzip_comp_level 6;
  gzip_types ${compressedTypes};
${
  brotli
    ? `  brotli on;
  brotli_static on;
  brotli_types ${compressedTypes};
`
    : ''
}${shellServer}
${remoteServers.join('\n')}
}
`;
}
