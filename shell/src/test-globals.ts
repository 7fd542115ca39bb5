import { useState } from 'react';
import { getSupabase, queryClient, registerTestGlobals } from '@phrasebook/data';

/**
 * Records the shell's React, QueryClient and Supabase client for the browser tests, which
 * check that every remote registered the very same instances. Inert unless config.json sets
 * exposeTestGlobals. (A React hook function stands for its module: one React, one useState.)
 */
export function registerShellTestGlobals(): void {
  registerTestGlobals('shell', { react: useState, queryClient, supabase: getSupabase() });
}
