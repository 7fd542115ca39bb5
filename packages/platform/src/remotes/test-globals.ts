/** Instances each app saw, by kind; browser tests assert each set holds exactly one. */
export interface PhrasebookTestGlobals {
  react: Set<unknown>;
  queryClient: Set<unknown>;
  supabase: Set<unknown>;
  registeredBy: Set<string>;
}

declare global {
  interface Window {
    __phrasebook?: PhrasebookTestGlobals;
  }
}

/** What an app records: a hook of its React (one React, one `useState`) and its clients. */
export interface TestGlobalInstances {
  react: unknown;
  queryClient: unknown;
  supabase: unknown;
}

/**
 * Records the singletons an app (the shell or a remote) ended up with, only when the runtime
 * config asks for it (`exposeTestGlobals`), so production pages carry no test hooks. Free of
 * imports: the caller passes the config it loaded, so the shell's start-up code can call it
 * before any shared package is there.
 */
export function registerTestGlobals(
  config: { exposeTestGlobals?: boolean },
  app: string,
  instances: TestGlobalInstances,
): void {
  if (!config.exposeTestGlobals) return;
  const globals = (window.__phrasebook ??= {
    react: new Set(),
    queryClient: new Set(),
    supabase: new Set(),
    registeredBy: new Set(),
  });
  globals.react.add(instances.react);
  globals.queryClient.add(instances.queryClient);
  globals.supabase.add(instances.supabase);
  globals.registeredBy.add(app);
}
