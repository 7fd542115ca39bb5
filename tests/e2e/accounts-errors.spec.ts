import { test, expect, createTestUser, backendInfo } from './fixtures.ts';
import { logIn, serviceClient } from './accounts-helpers.ts';

test.describe('unexpected errors', () => {
  test('a failed call shows its message in the form and is logged with the password masked', async ({
    page,
  }) => {
    // Reading the client error log needs the service role: fail loudly if the setup lacks it.
    expect(backendInfo().serviceRoleKey).toBeTruthy();
    const user = await createTestUser();
    // The auth server is unreachable for this sign-in: not a mistake the user made.
    await page.route('**/auth/v1/token?grant_type=password', (route) =>
      route.abort('connectionrefused'),
    );
    await page.goto('/login');
    await logIn(page, user.email, user.password);
    await expect(page.getByRole('alert')).toContainText('Could not log you in');
    await expect(page).toHaveURL(/\/login$/);

    const admin = serviceClient();
    let logged:
      | { message: string; context: { action: string; input: { email: string; password: string } } }
      | undefined;
    await expect
      .poll(async () => {
        const { data } = await admin
          .from('user_client_event')
          .select('message, context, url')
          .eq('context->>action', 'sign-in')
          .eq('context->input->>email', user.email);
        logged = data?.[0];
        return data?.length ?? 0;
      })
      .toBe(1);
    expect(logged?.context.input.password).toBe('********');
    expect(JSON.stringify(logged)).not.toContain(user.password);
  });
});
