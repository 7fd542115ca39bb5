// Types of static-rehearsal.mjs for the TypeScript tests and benches that start it.
export interface StaticRehearsal {
  /** The shell's origin. */
  url: string;
  /** Remote folder -> its origin; the remote's files are under `/<folder>/` there. */
  remoteUrls: Record<string, string>;
  /** The shell origin's folder, as the hint step reads it. */
  shellDir: string;
  /** Remote folder -> where its files are on its origin, for shipping one by hand. */
  remoteDirs: Record<string, string>;
  /** Ships one remote alone: its new build beside the old files, then the hint step. */
  deployRemote(folder: string, dist: string): Promise<void>;
  /** Ships the shell: its new build beside the old files, its runtime files, the hint step. */
  deployShell(dist: string): Promise<void>;
  close(): Promise<void>;
}

export function uploadBuild(dist: string, target: string): Promise<void>;

export function startStaticRehearsal(options: {
  shellDist: string;
  remoteDists: Record<string, string>;
  config: object;
  host?: string;
  port?: number;
}): Promise<StaticRehearsal>;
