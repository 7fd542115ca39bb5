import type * as Data from '@phrasebook/data';
import { isOnline } from '@phrasebook/data/is-online';
import { registerTestGlobals } from '@phrasebook/platform/test-globals';
import { inlineRuntime } from './inline-runtime.ts';
import { onceUntilFailed } from './once-until-failed.ts';

export type DataModule = typeof Data;

async function startData(): Promise<DataModule> {
  const data = await import(/* webpackChunkName: "data" */ '@phrasebook/data');
  const inlineConfig = inlineRuntime()?.config;
  if (inlineConfig) data.setRuntimeConfig(inlineConfig, 'index.html');
  else await data.loadRuntimeConfig();
  // supabase-js reads the stored session and any auth link in the URL while it starts.
  // Offline there is no link to read, and an expired access token would keep it retrying its
  // refresh for up to half a minute: the app starts from the stored session meanwhile
  // (docs/offline.md).
  const starting = data.getSupabase().auth.initialize();
  if (isOnline()) await starting;
  // For the browser tests, which check that every remote registered these very instances;
  // inert unless config.json sets exposeTestGlobals. (A hook function stands for its module:
  // one React, one useState.) React is imported here, not at the top, so this module needs no
  // shared package to load and can ride in the start-up chunk (index.ts).
  registerTestGlobals(data.getRuntimeConfig(), 'shell', {
    react: (await import('react')).useState,
    queryClient: data.queryClient,
    supabase: data.getSupabase(),
  });
  return data;
}

/**
 * @phrasebook/data, and with it config.json, supabase-js and the QueryClient, loaded the first
 * time a screen needs them rather than at start-up: a signed-out visitor of /login downloads
 * none of it until they submit. A failed start is forgotten, so the next call tries again.
 */
export const loadData = onceUntilFailed(startData);
