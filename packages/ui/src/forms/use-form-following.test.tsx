import { useState } from 'react';
import { screen } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { Button, TextInput } from '@mantine/core';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { useFormFollowing } from './use-form-following.ts';

function UsernameForm({ username }: { username: string }) {
  const form = useForm({ mode: 'controlled', initialValues: { username } });
  useFormFollowing(form, { username });
  return <TextInput label="Username" {...form.getInputProps('username')} />;
}

/** The stored username, last seen as ana_old, until the fresh one arrives. */
function ProfileScreen() {
  const [stored, setStored] = useState('ana_old');
  return (
    <>
      <UsernameForm username={stored} />
      <Button onClick={() => setStored('ana_new')}>Fresh data</Button>
    </>
  );
}

it('takes the latest stored values while the form is untouched', async () => {
  const { user } = renderWithProviders(<ProfileScreen />);
  await user.click(screen.getByRole('button', { name: 'Fresh data' }));
  expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('ana_new');
});

it('keeps what the learner typed when the stored values change', async () => {
  const { user } = renderWithProviders(<ProfileScreen />);
  const input = screen.getByRole('textbox', { name: 'Username' });
  await user.clear(input);
  await user.type(input, 'ana_mine');
  await user.click(screen.getByRole('button', { name: 'Fresh data' }));
  expect(input).toHaveValue('ana_mine');
});
