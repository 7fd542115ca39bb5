import type { Locator, Page, WebSocketRoute } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Puts the page's realtime socket behind a switch (set up before the page opens it): while
 * dropping, every frame either way is swallowed, so the link looks alive to both ends and
 * carries nothing; `breakLink()` then closes it on both sides, as a dead link finally does.
 * The sockets opened after that pass everything.
 */
export async function realtimeLinkSwitch(page: Page) {
  let dropping = false;
  let current: { page: WebSocketRoute; server: WebSocketRoute } | null = null;
  let sockets = 0;
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
    const server = ws.connectToServer();
    const route = { page: ws, server };
    current = route;
    sockets += 1;
    ws.onMessage((message) => {
      if (!dropping || current !== route) server.send(message);
    });
    server.onMessage((message) => {
      if (!dropping || current !== route) ws.send(message);
    });
  });
  return {
    /** How many sockets the page has opened so far. */
    sockets: () => sockets,
    drop: () => {
      dropping = true;
    },
    breakLink: async () => {
      const route = current;
      dropping = false;
      current = null;
      await route?.page.close({ code: 1001, reason: 'link lost' });
      await route?.server.close();
    },
  };
}

/**
 * Hides the tab or shows it again as the browser does when the visitor switches tabs:
 * document.visibilityState changes and `visibilitychange` fires. The socket knows nothing of it.
 */
export async function setTabVisible(page: Page, visible: boolean): Promise<void> {
  await page.evaluate((shown) => {
    const state = shown ? 'visible' : 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => !shown });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible);
}

/** Marks the page, so a test can tell later that it was never reloaded. */
export async function markPage(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  return () => page.evaluate(() => 'stillTheSamePage' in window);
}

/** Sends each text from the open thread's composer, waiting until it left the outbox. */
export async function sendTexts(page: Page, friendName: string, texts: string[]): Promise<void> {
  const composer = page.getByRole('textbox', { name: `Message to ${friendName}` });
  const log = page.getByRole('log', { name: `Messages with ${friendName}` });
  for (const text of texts) {
    await composer.fill(text);
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
  }
  await expect(log).not.toContainText('Sending');
}

/** Every text shows exactly once in `log`, in the order given. */
export async function expectEachOnceInOrder(
  log: Locator,
  texts: string[],
  timeout = 15_000,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const shown = await log.innerText();
        return texts.map((text) => shown.split(text).length - 1);
      },
      { timeout },
    )
    .toEqual(texts.map(() => 1));
  const shown = await log.innerText();
  const positions = texts.map((text) => shown.indexOf(text));
  expect(positions).toEqual([...positions].sort((a, b) => a - b));
}

/** Texts unique to this test run. */
export function gapTexts(label: string, count = 5): string[] {
  const run = Math.random().toString(36).slice(2, 8);
  return Array.from({ length: count }, (_, i) => `${label} ${i + 1} (${run})`);
}
