import { test, expect, createTestUser } from './fixtures.ts';
import {
  accountMenu,
  fillSignup,
  newIdentity,
  selectTextCutOff,
  shownInitial,
} from './accounts-helpers.ts';

test.describe('sign-up and onboarding', () => {
  test('a new learner sees the validation errors, then signs up and lands on add-deck with their name and initial', async ({
    page,
  }) => {
    const me = newIdentity('learner');
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Email is required to be a real email')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText("Let us know how you'll use the app")).toBeVisible();
    await expect(page.getByText('Please select a language')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);

    await fillSignup(page, { ...me, role: 'Learner', lang: 'spa' });
    await expect(page).toHaveURL(/\/learn\/add-deck$/);
    const account = accountMenu(page, me.username);
    await expect(account).toBeVisible();
    await expect.poll(() => shownInitial(account)).toBe(me.username[0]!.toUpperCase());

    // The role went into the user's metadata with the sign-up: the session carries it as
    // user_metadata.role (docs/product.md §3), and as user_role as before.
    const metadata = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
      return key ? JSON.parse(localStorage.getItem(key) ?? '{}').user.user_metadata : null;
    });
    expect(metadata).toMatchObject({
      role: 'learner',
      user_role: 'learner',
      username: me.username,
      languages_known: [{ lang: 'spa', level: 'fluent' }],
    });
  });

  test('a signed-in visitor of /signup is told so and can continue to the app', async ({
    page,
    signedInUser,
  }) => {
    await page.goto('/signup');
    await expect(
      page.getByRole('heading', { level: 1, name: "You're already signed in" }),
    ).toBeVisible();
    await expect(page.getByText(signedInUser.email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/learn$/);
  });

  test("an invited helper lands on the referrer's profile", async ({ page }) => {
    const friend = await createTestUser();
    const me = newIdentity('helper');
    await page.goto(`/signup?referrer=${friend.uid}`);
    await fillSignup(page, { ...me, role: 'Helper', lang: 'fra' });
    await expect(page).toHaveURL(new RegExp(`/friends/${friend.uid}$`));
  });

  test('a taken email is refused in the form, with what the server said', async ({ page }) => {
    const existing = await createTestUser();
    const me = newIdentity('dupe');
    await page.goto('/signup');
    await fillSignup(page, { ...me, email: existing.email, role: 'Both', lang: 'deu' });
    await expect(page.getByText('User already registered')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(
      me.username,
    );
  });

  test('with a taken username the profile is finished at getting-started, then the helper goes to /friends', async ({
    page,
  }) => {
    const existing = await createTestUser();
    const me = newIdentity('late');
    await page.goto('/signup?referrer=not-a-uid');
    await fillSignup(page, { ...me, username: existing.username, role: 'Helper', lang: 'jpn' });
    await expect(page).toHaveURL(/\/getting-started$/);
    await expect(page.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();
    // What was typed at sign-up is kept, so only the username needs fixing.
    await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(
      existing.username,
    );
    await expect(page.getByRole('combobox', { name: 'Language 1', exact: true })).toHaveValue(
      'jpn',
    );
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('That username is taken; please choose another')).toBeVisible();
    await page.getByRole('textbox', { name: 'Username', exact: true }).fill(me.username);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/friends$/);
    await expect(accountMenu(page, me.username)).toBeVisible();
  });

  for (const width of [320, 390]) {
    test.describe(`on a ${width} px wide phone`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the language select reads its prompt in full', async ({ page }) => {
        await page.goto('/signup');
        const language = page.getByRole('combobox', { name: 'Language 1', exact: true });
        await expect(language).toHaveValue('');
        expect(
          await selectTextCutOff(language),
          'pixels of "Choose a language…" cut off',
        ).toBeLessThanOrEqual(0);
        expect(
          await selectTextCutOff(page.getByRole('combobox', { name: 'Level 1' })),
        ).toBeLessThanOrEqual(0);
      });
    });
  }
});
