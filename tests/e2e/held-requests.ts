import type { Page, Route } from '@playwright/test';

/** Holds every request `page` makes to `url` from now on, until `release` lets them through. */
export async function holdRequests(page: Page, url: string | RegExp) {
  const held: Route[] = [];
  let holding = true;
  await page.route(url, (route) => (holding ? held.push(route) : route.continue()));
  return {
    count: () => held.length,
    release: async () => {
      holding = false;
      for (const route of held) await route.continue();
    },
  };
}
