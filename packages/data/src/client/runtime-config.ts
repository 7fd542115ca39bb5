import { z } from 'zod';

/**
 * Settings the app reads at run time from `config.json` next to index.html, so one build
 * runs against the local backend or a hosted Supabase project.
 */
export const runtimeConfigSchema = z.object({
  supabaseUrl: z.string().url(),
  supabaseAnonKey: z.string().min(1),
  /** When true, the apps register their singletons on `window.__phrasebook` for browser tests. @default false */
  exposeTestGlobals: z.boolean().optional(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

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
  current = runtimeConfigSchema.parse(await response.json());
  return current;
}

/** Sets the config directly (tests, standalone tools) instead of fetching it. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = runtimeConfigSchema.parse(config);
}

/** The loaded config; throws when called before `loadRuntimeConfig` settled. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet: call loadRuntimeConfig() first');
  return current;
}
