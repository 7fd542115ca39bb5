// Types of serve.mjs for the TypeScript tests that start it (docs/deploying.md).
export interface ServeOptions {
  port?: number;
  host?: string;
  shellDir?: string;
  remoteDirs?: Record<string, string | undefined>;
  config?: object;
  remotes?: Record<string, string>;
  headersTimeoutMs?: number;
  /** false serves index.html as built, as a static host would. @default true */
  pageHints?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Serves a remote from another directory from now on (a deploy of that remote alone). */
  setRemoteDir(dir: string, directory: string): void;
  /** Serves the shell from another directory from now on (a deploy of the shell). */
  setShellDir(directory: string): void;
  close(): Promise<void>;
}

export function startServer(options?: ServeOptions): Promise<RunningServer>;
