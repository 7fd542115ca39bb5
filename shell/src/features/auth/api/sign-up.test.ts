import { afterEach, expect, it, vi } from 'vitest';
import { signUp } from './sign-up.ts';
import type * as DataExports from '@phrasebook/data';

const sent = vi.hoisted(() => ({ signUps: [] as { options?: { data?: unknown } }[] }));
vi.mock('@phrasebook/data', async (importOriginal) => ({
  ...(await importOriginal<typeof DataExports>()),
  getSupabase: () => ({
    auth: {
      signUp: async (credentials: { options?: { data?: unknown } }) => {
        sent.signUps.push(credentials);
        // As a server that mails a confirmation link first answers: a user, no session.
        return { data: { user: { id: 'u1' }, session: null }, error: null };
      },
    },
  }),
}));

afterEach(() => {
  sent.signUps = [];
});

it('sends the role as user_metadata.role (docs/product.md §3), and as user_role as before', async () => {
  const result = await signUp({
    email: 'ana@example.test',
    password: 'long-enough',
    user_role: 'helper',
    username: 'ana',
    languages_known: [{ lang: 'spa', level: 'fluent' }],
  });
  expect(sent.signUps).toHaveLength(1);
  expect(sent.signUps[0]!.options?.data).toMatchObject({
    role: 'helper',
    user_role: 'helper',
    username: 'ana',
    languages_known: [{ lang: 'spa', level: 'fluent' }],
  });
  expect(result).toMatchObject({ userId: 'u1', signedIn: false, role: 'helper' });
});
