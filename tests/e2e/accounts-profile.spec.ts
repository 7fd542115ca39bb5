import { test, expect, createTestUser } from './fixtures.ts';
import { accountMenu, apiClient, selectTextCutOff, solidPng } from './accounts-helpers.ts';

async function avatarObjects(uid: string): Promise<string[]> {
  const { data, error } = await apiClient().storage.from('avatars').list(uid);
  if (error) throw error;
  return data.map((object) => object.name);
}

test.describe('profile', () => {
  test('an uploaded PNG avatar shows at once and after a reload, by public URL', async ({
    page,
    signedInUser,
  }) => {
    await page.goto('/profile');
    await expect(
      page.getByRole('heading', { name: 'Manage your Profile', level: 1 }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: `${signedInUser.username}'s avatar` }).first(),
    ).toHaveText(signedInUser.username[0]!.toUpperCase());

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng() });
    await expect(page.getByText('Your new avatar is saved')).toBeVisible();
    const stored = await avatarObjects(signedInUser.uid);
    expect(stored).toHaveLength(1);
    const publicPath = `/storage/v1/object/public/avatars/${signedInUser.uid}/${stored[0]}`;
    // The profile and the sidebar both switch to the picture.
    const pictures = page.locator(`img[src$="${publicPath}"]`);
    await expect(pictures).toHaveCount(2);

    await page.reload();
    await expect(pictures).toHaveCount(2);
    // The element comes with the page; its picture may still be on its way.
    await expect
      .poll(() =>
        pictures
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 16),
      )
      .toBe(true);

    // Replacing it leaves one object behind, not two.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'me2.png',
      mimeType: 'image/png',
      buffer: solidPng(16, [10, 200, 90]),
    });
    await expect(page.getByText('Your new avatar is saved')).toBeVisible();
    await expect.poll(async () => (await avatarObjects(signedInUser.uid)).length).toBe(1);
  });

  test('an oversized or non-image file gets a clear error and nothing is stored', async ({
    page,
    signedInUser,
  }) => {
    await page.goto('/profile');
    const input = page.locator('input[type="file"]');
    await input.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'Please choose an image file (PNG, JPEG, GIF or WebP).',
    );
    await input.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'That image is larger than 5 MB; please choose a smaller one.',
    );
    expect(await avatarObjects(signedInUser.uid)).toEqual([]);
    await expect(
      page.getByRole('img', { name: `${signedInUser.username}'s avatar` }).first(),
    ).toHaveText(signedInUser.username[0]!.toUpperCase());
  });

  test('a taken username is refused; a free one is saved with a toast and shows in the sidebar at once', async ({
    page,
    signedInUser,
  }) => {
    const other = await createTestUser();
    await page.goto('/profile');
    const username = page.getByRole('textbox', { name: 'Username', exact: true });
    await username.fill(other.username);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('That username is taken; please choose another')).toBeVisible();
    // The field takes the focus, as with the form's own checks: on a phone it was a screen above.
    await expect(username).toBeFocused();
    await expect(accountMenu(page, signedInUser.username)).toBeVisible();

    const fresh = `new_${signedInUser.username.slice(-8)}`;
    await username.fill(fresh);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile is saved')).toBeVisible();
    await expect(accountMenu(page, fresh)).toBeVisible();
  });

  test('languages known can be added, changed and removed, but never all', async ({
    page,
    signedInUser,
  }) => {
    await page.goto('/profile');
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(
      signedInUser.username,
    );
    await expect(page.getByRole('button', { name: 'Remove English' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add a language' }).click();
    await page.getByRole('combobox', { name: 'Language 2', exact: true }).selectOption('tam');
    await page.getByRole('combobox', { name: 'Level 2', exact: true }).selectOption('proficient');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile is saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Language 2', exact: true })).toHaveValue(
      'tam',
    );
    await expect(page.getByRole('combobox', { name: 'Level 2', exact: true })).toHaveValue(
      'proficient',
    );
    await page.getByRole('button', { name: 'Remove English' }).click();
    await expect(page.getByRole('button', { name: 'Remove Tamil' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your profile is saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Language 1', exact: true })).toHaveValue(
      'tam',
    );
    await expect(page.getByRole('combobox', { name: 'Language 2', exact: true })).toHaveCount(0);
  });

  test.describe('on a 375 px wide phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    // Focused while the top bar covered part of it, the field was scrolled just inside the
    // window, still under the top bar: neither it nor its message showed.
    test('a refused save shows the field in error below the top bar', async ({
      page,
      signedInUser,
    }) => {
      await page.goto('/profile');
      const username = page.getByRole('textbox', { name: 'Username', exact: true });
      await expect(username).toHaveValue(signedInUser.username);
      await username.fill('');
      // Scrolled on a little past the field, which shows its lower edge under the top bar.
      await username.evaluate((field) => {
        field.scrollIntoView({ block: 'start' });
        window.scrollBy(0, 10);
      });
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(username).toBeFocused();
      const bar = (await page.getByRole('banner').boundingBox())!;
      expect((await username.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      await expect(page.getByText('Username must be at least 3 characters')).toBeInViewport();
    });

    test('every control stays inside its card and the level reads in full', async ({
      page,
      signedInUser,
    }) => {
      await page.goto('/profile');
      await expect(
        page.getByRole('img', { name: `${signedInUser.username}'s avatar` }).first(),
      ).toBeVisible();
      const level = page.getByRole('combobox', { name: 'Level 1', exact: true });
      await level.selectOption('proficient');
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll('main button, main select, main input:not([type=file])')]
          .filter((control) => {
            const card = control.closest('.mantine-Paper-root');
            return (
              card && control.getBoundingClientRect().right > card.getBoundingClientRect().right
            );
          })
          .map((control) => control.textContent || control.getAttribute('aria-label')),
      );
      expect(outside, 'controls wider than their card').toEqual([]);
      const clipped = await selectTextCutOff(level);
      expect(clipped, 'pixels of "Proficient" cut off').toBeLessThanOrEqual(0);
    });
  });
});
