// Types of nginx-config.mjs for the TypeScript tests that read it.

/** Whether this machine's nginx serves precompressed brotli copies (Debian's module). */
export function hasBrotli(): boolean;

export function nginxConfig(options: {
  prefix: string;
  host: string;
  shell: { port: number; root: string };
  remotes: { folder: string; port: number; root: string }[];
}): string;
