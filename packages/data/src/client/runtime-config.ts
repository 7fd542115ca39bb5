/**
 * Settings the app reads at run time from `config.json` next to index.html, so one build
 * runs against the local backend or a hosted Supabase project.
 */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** When true, the apps register their singletons on `window.__phrasebook` for browser tests. @default false */
  exposeTestGlobals?: boolean;
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Checks a config by hand rather than with zod: every signed-in page reads it at start-up,
 * and zod would weigh on their first load (docs/performance.md).
 */
export function parseRuntimeConfig(value: unknown, source = 'config.json'): RuntimeConfig {
  const config = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  if (!isHttpUrl(config.supabaseUrl)) {
    throw new Error(`${source}: supabaseUrl must be an http(s) URL`);
  }
  if (typeof config.supabaseAnonKey !== 'string' || config.supabaseAnonKey === '') {
    throw new Error(`${source}: supabaseAnonKey must be a non-empty string`);
  }
  if (config.exposeTestGlobals !== undefined && typeof config.exposeTestGlobals !== 'boolean') {
    throw new Error(`${source}: exposeTestGlobals must be true or false`);
  }
  return {
    supabaseUrl: config.supabaseUrl as string,
    supabaseAnonKey: config.supabaseAnonKey,
    ...(config.exposeTestGlobals === undefined
      ? {}
      : { exposeTestGlobals: config.exposeTestGlobals }),
  };
}

let current: RuntimeConfig | undefined;

/**
 * Fetches and validates the runtime config once; later calls return the same object.
 * @param url @default '/config.json' (the shell is served from the site root)
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  if (current) return current;
  const response = await fetch(new URL(url, document.baseURI), { cache: 'no-cache' });
  if (!response.ok) {
    throw new Error(`Could not load runtime config ${url}: HTTP ${response.status}`);
  }
  current = parseRuntimeConfig(await response.json(), url);
  return current;
}

/**
 * Sets the config directly instead of fetching it: the one the server wrote into index.html
 * (shell/src/app/startup/load-data.ts), or in tests and standalone tools.
 */
export function setRuntimeConfig(config: unknown, source = 'setRuntimeConfig'): void {
  current = parseRuntimeConfig(config, source);
}

/** The loaded config; throws when called before `loadRuntimeConfig` settled. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet: call loadRuntimeConfig() first');
  return current;
}
