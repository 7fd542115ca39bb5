import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { getSupabase, queryClient, registerTestGlobals } from '@phrasebook/data';

/**
 * Records the React, QueryClient and Supabase client this remote ended up with (browser tests
 * assert they are the shell's). Inert unless config.json sets exposeTestGlobals.
 */
export function registerRemoteTestGlobals(given: QueryClient): void {
  registerTestGlobals('mf_profile', { react: useState, queryClient, supabase: getSupabase() });
  registerTestGlobals('mf_profile', {
    react: useState,
    queryClient: given,
    supabase: getSupabase(),
  });
}
