import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

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

/**
 * Launches Debian's Chromium (/usr/bin/chromium: no browser download) with a fresh
 * throwaway profile; `close()` ends it and deletes the profile. The one way every test,
 * benchmark and script starts a browser.
 */
export async function launchChromium(
  options: Parameters<typeof chromium.launchPersistentContext>[1] = {},
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phrasebook-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
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
