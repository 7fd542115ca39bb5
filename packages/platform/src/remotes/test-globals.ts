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

/**
 * Records the singletons an app (the shell or a remote) ended up with (its React by a hook:
 * one React, one `useState`), only when the runtime config asks for it (`exposeTestGlobals`),
 * so production pages carry no test hooks. Free of imports: the caller passes the config, so
 * the shell's start-up code can call it before any shared package is there.
 */
export function registerTestGlobals(
  config: { exposeTestGlobals?: boolean },
  app: string,
  instances: { react: unknown; queryClient: unknown; supabase: unknown },
): void {
  if (!config.exposeTestGlobals) return;
  const globals = (window.__phrasebook ??= {
    react: new Set(),
    queryClient: new Set(),
    supabase: new Set(),
    registeredBy: new Set(),
  });
  for (const kind of ['react', 'queryClient', 'supabase'] as const)
    globals[kind].add(instances[kind]);
  globals.registeredBy.add(app);
}
