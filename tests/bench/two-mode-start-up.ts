/**
 * The lines of the shell's start-up that exist because one app starts in two modes, signed out
 * and signed in: what splitting the signed-out pages into an app of their own would delete or
 * move (docs/architecture.md, "Signed-out pages"). Printed by sign-in-handoff.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The shell's start-up code that exists because one app starts in two modes: whole files a
 * split would delete or move, and in the others the lines that call them. Code lines only
 * (no blank or comment lines).
 */
const twoModeFiles: { file: string; role: string; lines?: RegExp }[] = [
  {
    file: 'shell/src/app/startup/app-providers-store.ts',
    role: 'goes: the providers load on demand, for routes that render without them',
  },
  {
    file: 'shell/src/app/router/app-root.tsx',
    role: 'goes: the root switches from bare screens to screens inside the providers',
  },
  {
    file: 'shell/src/app/startup/start-signed-in-page.ts',
    role: 'goes: a stored session starts the signed-in needs early (a signed-in app always would)',
  },
  {
    file: 'shell/src/app/router/lean-screens.ts',
    role: "moves: the signed-out screens' chunks, preloaded by the shared entry",
  },
  {
    file: 'shell/src/index.ts',
    role: 'lines that pick a mode',
    lines: /preloadLeanScreen|sessionMayExist|startSignedInPage|app-providers-store/,
  },
  {
    file: 'shell/src/bootstrap.tsx',
    role: 'lines that pick a mode',
    lines: /sessionMayExist|warmAreaOf|warmRemoteArea|mount-remote-area/,
  },
  {
    file: 'shell/src/app/router/shell-routes.tsx',
    role: 'lines that wrap a route in the providers or load a lean screen',
    lines: /withAppProviders|leanScreens|AppRoot|app-providers-store/,
  },
  {
    file: 'shell/src/app/router/route-error-boundary.tsx',
    role: 'lines that load the providers for the error screen',
    lines: /loadAppProviders|app-providers-store/,
  },
];

const isCode = (line: string) => line.trim() !== '' && !/^\s*(\/\/|\/\*|\*)/.test(line);

export function printTwoModeLines(): void {
  console.log('\n== Shell start-up code that exists to start in two modes (code lines)\n');
  let total = 0;
  for (const { file, role, lines } of twoModeFiles) {
    const code = fs
      .readFileSync(path.join(repoRoot, file), 'utf8')
      .split('\n')
      .filter(isCode)
      .filter((line) => !lines || lines.test(line)).length;
    total += code;
    console.log(`${String(code).padStart(4)}  ${file}: ${role}`);
  }
  console.log(`${String(total).padStart(4)}  in all`);
}
