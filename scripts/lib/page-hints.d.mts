// Types of page-hints.mjs for the TypeScript tests that use it.
export const INLINE_RUNTIME_ID: string;

export interface RemoteArea {
  name: string;
  paths: { pattern: string }[];
}

export function areaPattern(pattern: string): RegExp;
export function areaOf<Area extends RemoteArea>(pathname: string, areas: Area[]): Area | undefined;
export function remoteEntryUrl(manifest: unknown, manifestUrl: string): string | undefined;
export function withPageHints(
  html: string,
  options: {
    config: object;
    remotes: Record<string, string>;
    manifestOf: (manifestUrl: string) => object | undefined;
    pathname: string;
    areas: RemoteArea[];
  },
): string;
