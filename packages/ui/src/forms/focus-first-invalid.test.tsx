import { Button, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { expect, it, vi } from 'vitest';
import { renderWithProviders, screen, waitFor } from '../test/render.tsx';
import { focusFirstInvalid } from './focus-first-invalid.ts';

function DeckForm({ onSave, slow = false }: { onSave: () => void; slow?: boolean }) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { name: 'Spanish', goal: '' },
    validate: (values): FormErrors | Promise<FormErrors> => {
      const errors: FormErrors = { goal: values.goal ? null : 'Please enter a daily goal' };
      // A schema fetched with the form's code answers later (lazy-schema-resolver.ts).
      return slow
        ? new Promise<FormErrors>((resolve) => setTimeout(() => resolve(errors), 20))
        : errors;
    },
  });
  return (
    <form noValidate onSubmit={form.onSubmit(onSave, focusFirstInvalid)}>
      <TextInput label="Name" key={form.key('name')} {...form.getInputProps('name')} />
      <TextInput label="Daily goal" key={form.key('goal')} {...form.getInputProps('goal')} />
      <Button type="submit">Save</Button>
    </form>
  );
}

it.each([
  ['checked at once', false],
  ['checked by a schema that loads first', true],
])('a refused submit takes the focus to the first field in error (%s)', async (_, slow) => {
  const onSave = vi.fn();
  const { user } = renderWithProviders(<DeckForm onSave={onSave} slow={slow} />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const goal = screen.getByRole('textbox', { name: 'Daily goal' });
  await waitFor(() => expect(goal).toHaveFocus());
  expect(goal).toHaveAccessibleDescription('Please enter a daily goal');
  expect(onSave).not.toHaveBeenCalled();

  await user.type(goal, '20');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
});

// On a phone, the focus scrolled the field just inside the window, under the sticky top bar
// that hid it, its label and its message.
it.each([
  ['under a top bar', true],
  ['in plain sight', false],
])('a field in error %s is centred in the window only when hidden', async (_, covered) => {
  const { user } = renderWithProviders(<DeckForm onSave={vi.fn()} />);
  const goal = screen.getByRole('textbox', { name: 'Daily goal' });
  const topBar = document.createElement('header');
  vi.spyOn(goal, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 10, 300, 36));
  const under = vi.spyOn(document, 'elementFromPoint').mockReturnValue(covered ? topBar : goal);
  const shown = vi.spyOn(goal, 'scrollIntoView');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(goal).toHaveFocus());
  expect(under).toHaveBeenCalledWith(150, 11);
  if (covered) expect(shown).toHaveBeenCalledWith({ block: 'center' });
  else expect(shown).not.toHaveBeenCalled();
});

// A server's refusal (a taken username) was drawn after the one frame the focus waited for,
// under load: the field was never focused.
it('waits a few frames for a field the server refused to be drawn in error', async () => {
  function RefusedForm() {
    const form = useForm({ mode: 'uncontrolled', initialValues: { name: 'ana' } });
    return (
      <form
        noValidate
        onSubmit={form.onSubmit((_values, event) => {
          setTimeout(() => form.setFieldError('name', 'That username is taken'), 50);
          focusFirstInvalid(null, null, event);
        })}
      >
        <TextInput label="Name" key={form.key('name')} {...form.getInputProps('name')} />
        <Button type="submit">Save</Button>
      </form>
    );
  }
  const { user } = renderWithProviders(<RefusedForm />);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const name = screen.getByRole('textbox', { name: 'Name' });
  await waitFor(() => expect(name).toHaveFocus());
});
