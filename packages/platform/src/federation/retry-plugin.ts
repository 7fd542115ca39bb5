import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { retryDelayMs } from '@phrasebook/data/retry-delay';

export interface RetryOptions {
  /** Extra attempts after the first failure. @default 2 */
  retryTimes?: number;
  /** Wait before the first retry, doubled for each later one, in ms. @default 400 */
  retryDelay?: number;
  /** Each remote manifest the runtime read, as it read it. */
  onManifest?: (url: string, manifest: unknown) => void;
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isRetryableStatus = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * Retries a remote's manifest fetch and its remoteEntry script with exponential back-off,
 * so a blip in the network or a deploy in progress does not show the unavailable panel.
 * Same behaviour as @module-federation/retry-plugin, whose only release (0.17.1) is built
 * against the 0.17 SDK while this runtime is 2.9.
 */
export function retryPlugin({
  retryTimes = 2,
  retryDelay = 400,
  onManifest,
}: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'phrasebook-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retryTimes; attempt++) {
        if (attempt > 0) await wait(retryDelayMs(attempt, retryDelay));
        try {
          const response = await globalThis.fetch(url, init);
          if (response.ok && onManifest) {
            onManifest(
              String(url),
              await response
                .clone()
                .json()
                .catch(() => null),
            );
          }
          if (response.ok || !isRetryableStatus(response.status)) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    // The hook's declared type nests a promise in a promise; the runtime simply awaits it.
    loadEntryError: (async (args: Parameters<LoadEntryErrorHook>[0]) => {
      const { getRemoteEntry, globalLoading, uniqueKey } = args;
      for (let attempt = 1; attempt <= retryTimes; attempt++) {
        await wait(retryDelayMs(attempt, retryDelay));
        // The failed load is memoised per entry; forget it so the script is requested again.
        delete globalLoading[uniqueKey];
        try {
          const entry = await getRemoteEntry(args);
          if (entry) return entry;
        } catch {
          // try again until attempts run out
        }
      }
      // Leave nothing memoised so a later user-driven retry starts clean.
      delete globalLoading[uniqueKey];
      return undefined;
    }) as unknown as LoadEntryErrorHook,
  };
}
