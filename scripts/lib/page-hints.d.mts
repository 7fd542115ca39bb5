// Types of page-hints.mjs for the TypeScript tests that use it.
export const INLINE_RUNTIME_ID: string;

export const SESSION_STORAGE_KEY: string;

export type RouteGroup = 'signed-in' | 'signed-out';

export interface RemoteArea {
  name: string;
  paths: { pattern: string; group: RouteGroup }[];
}

export function areaPattern(pattern: string): RegExp;
export function areaOf<Area extends RemoteArea>(
  pathname: string,
  areas: Area[],
): (Area & { group: RouteGroup }) | undefined;
export function remoteStartFiles(
  manifest: unknown,
  manifestUrl: string,
): { entry: string; scripts: string[]; styles: string[] } | undefined;
export function screenFilesFor(ways: unknown, pathname: string, manifestUrl: string): string[];
export function withPageHints(
  html: string,
  options: {
    config: object;
    remotes: Record<string, string>;
    manifestOf: (manifestUrl: string) => object | undefined;
    screensOf?: (manifestUrl: string) => unknown;
    pathname: string;
    areas: RemoteArea[];
  },
): string;

export interface StaticHintInputs {
  config: object;
  remotes: Record<string, string>;
  manifests: Record<string, object | undefined>;
  screens: Record<string, unknown>;
  areas: RemoteArea[];
}

export function withoutStaticPageHints(html: string): string;
export function staticHintTable(
  options: Omit<StaticHintInputs, 'config'>,
): [
  name: string,
  paths: [source: string, group: RouteGroup][],
  entry: string,
  start: [as: string, href: string][],
  screens: [source: string, fixed: number, preloads: [as: string, href: string][]][],
][];
export function withStaticPageHints(
  html: string,
  options: StaticHintInputs & { precache?: boolean },
): string;
