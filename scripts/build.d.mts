// Types of build.mjs for the TypeScript tests and benchmarks that build an app.
export function buildApp(dir: string, env?: Record<string, string | undefined>): Promise<void>;
export function buildAll(selected?: string[], options?: { storybook?: boolean }): Promise<void>;
