// Types of page-hints.mjs for the TypeScript tests that use it.
export const INLINE_RUNTIME_ID: string;

export const SESSION_STORAGE_KEY: string;

export type RouteGroup = 'signed-in' | 'signed-out';

export interface RemoteArea {
  name: string;
  paths: { pattern: string; group: RouteGroup }[];
}

export interface PageHintInputs {
  config: object;
  remotes: Record<string, string>;
  manifests: Record<string, object | undefined>;
  screens: Record<string, unknown>;
  areas: RemoteArea[];
}

export function withoutPageHints(html: string): string;
export function withPageHints(
  html: string,
  options: PageHintInputs & { precache?: boolean },
): string;
