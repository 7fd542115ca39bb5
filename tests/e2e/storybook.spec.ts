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

  test('the sidebar starts with the foundations and puts every component in a group', async ({
    page,
  }) => {
    const index = (await (await page.request.get('/components/index.json')).json()) as {
      entries: Record<string, { title: string }>;
    };
    const titles = [...new Set(Object.values(index.entries).map((entry) => entry.title))];
    expect(titles[0]).toBe('Foundations/Mantine in Phrasebook');
    // A component outside a group is listed above every group, away from its kind.
    expect(titles.filter((title) => !title.includes('/'))).toEqual([]);
  });

  // One test per scheme: both in one took 168 s of its 180 on a loaded 2-core machine.
  for (const scheme of ['dark', 'light'] as const) {
    test(`every story renders in the ${scheme} scheme without an error`, async ({ page }) => {
      test.setTimeout(180_000);
      const index = (await (await page.request.get('/components/index.json')).json()) as {
        entries: Record<string, { id: string; type: string }>;
      };
      const ids = Object.values(index.entries)
        .filter((entry) => entry.type === 'story')
        .map((entry) => entry.id);
      expect(ids.length).toBeGreaterThan(50);
      const failed: string[] = [];
      // Three tabs at a time: both schemes took 80 s in one tab on two cores, 55 s in three.
      const tabs = [page, await page.context().newPage(), await page.context().newPage()];
      await Promise.all(
        tabs.map(async (tab) => {
          tab.on('pageerror', (error) => failed.push(`${tab.url()}: ${error.message}`));
          for (let id = ids.shift(); id; id = ids.shift()) {
            await tab.goto(
              `/components/iframe.html?id=${id}&viewMode=story&globals=colorScheme:${scheme}`,
            );
            // Storybook marks the body once the story has rendered, or failed to.
            await expect(
              tab.locator('body.sb-show-main, body.sb-show-errordisplay'),
            ).toBeAttached();
            if (await tab.locator('body.sb-show-errordisplay').count()) {
              failed.push(`${id} (${scheme}): ${await tab.locator('#error-message').innerText()}`);
            }
          }
        }),
      );
      expect(failed).toEqual([]);
    });
  }

  test("a form's story opens in the state its name says", async ({ page }) => {
    // Its play function sends the form, so a designer sees the refusal without typing.
    await page.goto('/components/iframe.html?id=forms-newpasswordform--server-refuses');
    await expect(
      page.getByText('New password should be different from the old one.'),
    ).toBeVisible();
  });
});
