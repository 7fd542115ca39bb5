// Browser tests need Debian's Chromium, the real-Postgres suites a PostgreSQL server and the
// static rehearsal (docs/deploying.md) nginx with its brotli modules. A fresh machine has none:
// install them from Debian's archive when we may (root + apt).
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Debian's brotli filter and static modules for nginx, installed beside it. */
const brotliPackages = ['libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'];
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(`${base}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? `${base}/${versions[0]}/bin` : null;
}

function aptInstall(packages) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) return false;
  console.log(`Installing ${packages.join(', ')} from Debian's archive...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env,
  });
  return result.status === 0;
}

/** Makes sure Chromium and PostgreSQL are present; returns the problems that remain. */
export function ensureSystemDeps() {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!postgresBinDir()) missing.push('postgresql');
  if (missing.length > 0) aptInstall(missing);
  const problems = [];
  if (!existsSync(chromiumPath)) {
    problems.push(
      `Chromium not found at ${chromiumPath}: install Debian's chromium package (apt-get install -y chromium).`,
    );
  }
  if (!postgresBinDir()) {
    problems.push(
      "PostgreSQL server not found under /usr/lib/postgresql: install Debian's postgresql package.",
    );
  }
  return problems;
}

/**
 * Makes sure nginx is present, with brotli when Debian has its modules (without them the
 * rehearsal sends gzip only); returns the problems that remain.
 */
export function ensureNginx() {
  const missing = [
    ...(existsSync(nginxPath) ? [] : ['nginx']),
    ...(existsSync(brotliModule) ? [] : brotliPackages),
  ];
  if (missing.length > 0) aptInstall(missing);
  return existsSync(nginxPath)
    ? []
    : [
        `nginx not found at ${nginxPath}: install Debian's nginx package (apt-get install -y nginx).`,
      ];
}
