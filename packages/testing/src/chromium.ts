import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Flags that keep Debian's Chromium quiet and offline apart from the servers under test. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const launchOptions = { executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs };

/**
 * Launches Debian's Chromium (/usr/bin/chromium: no browser download) with a fresh
 * throwaway profile; `close()` ends it and deletes the profile. The one way every test,
 * benchmark and script starts a browser of its own; `launchChromiumForContexts` serves the
 * e2e suite, whose tests each take a fresh context from one browser per worker.
 */
export async function launchChromium(
  options: Parameters<typeof chromium.launchPersistentContext>[1] = {},
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    ...launchOptions,
    ...options,
  });
  return {
    context,
    close: async () => {
      await context.close();
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/**
 * Debian's Chromium with no profile on disk: each `newContext()` is a fresh profile of its own
 * (cookies, storage, cache, service workers), so a suite can launch once per worker and still
 * give every test a clean browser, instead of paying about a second for a launch per test.
 */
export function launchChromiumForContexts(): Promise<Browser> {
  return chromium.launch(launchOptions);
}
