import { test, expect, createTestUser, launchChromium } from './fixtures.ts';
import { fillSignup, logIn, newIdentity } from './accounts-helpers.ts';
import { friendAction, relationOf, toastWith } from './friends-helpers.ts';

test.describe('invites', () => {
  test('the invite link → sign-up → lands on the inviter’s profile, one tap from the request the inviter sees live', async ({
    page,
    signedInUser: ana,
    baseURL,
  }) => {
    await page.goto('/friends/invite');
    const link = `${baseURL}/signup?referrer=${ana.uid}`;
    await expect(page.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(link);
    await expect(page.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.goto('/friends');

    // A newcomer follows the link in their own browser.
    const newcomer = await launchChromium({ baseURL });
    try {
      const them = newIdentity('invitee');
      const theirPage = newcomer.context.pages()[0] ?? (await newcomer.context.newPage());
      await theirPage.goto(link);
      await fillSignup(theirPage, { ...them, role: 'Learner', lang: 'hin' });
      await expect(theirPage).toHaveURL(new RegExp(`/friends/${ana.uid}$`));
      await expect(theirPage.getByRole('heading', { name: ana.username })).toBeVisible();
      await theirPage.getByRole('button', { name: 'Add friend' }).click();
      await expect(toastWith(theirPage, 'Friend request sent')).toBeVisible();

      const invitation = page
        .getByRole('region', { name: 'Invitations' })
        .getByRole('listitem', { name: them.username });
      await expect(invitation).toContainText('Knows Hindi (fluent)');
      await invitation.getByRole('button', { name: 'Confirm friends' }).click();
      await expect(toastWith(page, 'You are now connected')).toBeVisible();
      await expect(toastWith(theirPage, 'Friend request accepted')).toBeVisible();
      await expect(theirPage.getByText(`You and ${ana.username} are friends.`)).toBeVisible();
    } finally {
      await newcomer.close();
    }
  });

  test('/accept-invite accepts an invitation addressed to me and offers the deck; bad links say what is wrong', async ({
    page,
    signedInUser: ben,
  }) => {
    const ana = await createTestUser();
    await page.goto('/accept-invite?uid_by=nope&uid_for=&lang=es');
    const invalid = page.getByRole('alert');
    await expect(invalid).toContainText('This invitation link is not valid');
    await expect(invalid).toContainText(
      'uid_by (who sent the invitation) must be a user id (a UUID)',
    );
    await expect(invalid).toContainText('uid_for (whom it is for) must be a user id (a UUID)');
    await expect(invalid).toContainText('lang must be a language code of 3 letters');

    await page.goto(`/accept-invite?uid_by=${ana.uid}&uid_for=${ana.uid}&lang=spa`);
    await expect(page.getByRole('alert')).toContainText('This invitation is for someone else');

    const path = `/accept-invite?uid_by=${ana.uid}&uid_for=${ben.uid}&lang=spa`;
    await page.goto(path);
    await expect(
      page.getByText(`This invitation from ${ana.username} is no longer open.`),
    ).toBeVisible();
    expect(await friendAction(ana, ben, 'invite')).toBeNull();
    await page.goto(path);
    await expect(page.getByText(`${ana.username} invited you to be friends.`)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm friends' }).click();
    await expect(toastWith(page, 'You are now connected')).toBeVisible();
    await expect(page.getByText(`You and ${ana.username} are friends.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a Spanish deck' })).toHaveAttribute(
      'href',
      '/learn/add-deck?lang=spa',
    );
    expect(await relationOf(ana, ben)).toMatchObject({ status: 'friends' });
  });

  test('/find-a-friend asks for a query, then leads through login to the search, pre-filled', async ({
    page,
  }) => {
    const me = await createTestUser();
    await page.goto('/find-a-friend');
    await expect(page.getByRole('heading', { name: 'Find a friend', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await page.getByRole('button', { name: 'Log in and search' }).click();
    await expect(page.getByText('Search query is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill('Lena R');
    await page.getByRole('button', { name: 'Log in and search' }).click();
    await expect(page).toHaveURL(/\/login\?redirectedFrom=/);
    await logIn(page, me.email, me.password);
    await expect(page).toHaveURL(/\/friends\/search\?query=Lena\+R$/);
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue('Lena R');
    await expect(page.getByRole('region', { name: 'Search results' })).toBeVisible();
  });

  test('/find-a-friend, signed in, searches at once', async ({ page, signedInUser }) => {
    expect(signedInUser.uid).toBeTruthy();
    await page.goto('/find-a-friend');
    await expect(page.getByText('You are signed in.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill('Lena');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/friends\/search\?query=Lena$/);
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results).toBeVisible();

    // Entered from a page without Mantine, the layout's own styles still win over Mantine's
    // (they load after them): the sidebar's buttons keep the padding a direct visit gives.
    const quickSearch = page.getByRole('button', { name: /Quick search/ });
    const padding = () => quickSearch.evaluate((el) => getComputedStyle(el).padding);
    const entered = await padding();
    await page.reload();
    await expect(results).toBeVisible();
    expect(entered).toBe(await padding());
  });
});
