import { test, expect } from './fixtures.ts';

test.describe('component catalogue at /components', () => {
  test('serves Storybook with the ui stories, fetching nothing that is missing', async ({
    page,
    baseURL,
  }) => {
    const appOrigin = new URL(baseURL ?? '').origin;
    const failures: string[] = [];
    const offsite: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && url.origin !== appOrigin) {
        offsite.push(request.url());
      }
    });
    await page.goto('/components/');
    const sidebar = page.locator('#storybook-explorer-tree');
    for (const group of ['Feedback', 'Layout', 'Data display']) {
      await expect(
        sidebar
          .getByRole('button', { name: group, exact: true })
          .or(sidebar.getByText(group, { exact: true }))
          .first(),
      ).toBeVisible();
    }
    await expect(sidebar.getByText('ErrorPanel', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Mantine in Phrasebook', { exact: true })).toBeVisible();
    expect(failures).toEqual([]);
    // The catalogue works offline: no telemetry, fonts or update checks from elsewhere.
    expect(offsite).toEqual([]);
  });

  test('a story renders in the preview with the Phrasebook theme', async ({ page }) => {
    await page.goto('/components/iframe.html?id=feedback-errorpanel--unknown&viewMode=story');
    await expect(page.getByRole('alert')).toContainText('An unknown error has occurred (sorry)');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('a deep link into the manager opens that story', async ({ page }) => {
    await page.goto('/components/?path=/story/foundations-mantine-in-phrasebook--form-controls');
    const preview = page.frameLocator('#storybook-preview-iframe');
    // Two apps start one after the other here: the manager, which reads the story index before
    // it points the preview at the story, then the preview with Mantine. On two cores shared
    // with the backend suites that outlasted 10 s twice in a CI run.
    await expect(preview.getByRole('textbox', { name: 'Username' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(preview.getByRole('radio', { name: 'Visiting' })).toBeChecked();
  });
});
