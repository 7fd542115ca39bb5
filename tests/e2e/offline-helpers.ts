import type { Page } from '@playwright/test';

/**
 * Resolves once the offline app's worker controls the page and keeps everything the app needs
 * without a network: it asks the way a settled page does (register-service-worker.ts), and the
 * worker answers once all is kept. A first install only precaches what a page loads first.
 */
export async function keptForOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { serviceWorker } = navigator;
    const controller =
      serviceWorker.controller ??
      (await new Promise<ServiceWorker>((resolve) => {
        serviceWorker.addEventListener('controllerchange', function taken() {
          if (!serviceWorker.controller) return;
          serviceWorker.removeEventListener('controllerchange', taken);
          resolve(serviceWorker.controller);
        });
      }));
    const kept = await new Promise<boolean>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = ({ data }) => resolve((data as { kept?: boolean }).kept === true);
      controller.postMessage({ type: 'KEEP_APP_FILES' }, [channel.port2]);
    });
    if (!kept) throw new Error('the offline app could not keep all its files');
  });
}
