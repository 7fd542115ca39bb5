import { userEvent, within } from 'storybook/test';
import type { Meta, StoryObj } from '../../storybook/types.ts';
import type { FormProblem } from '../FormErrorAlert/use-form-error.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';

const saved = (): Promise<unknown> => Promise.resolve();
const refused = (): Promise<unknown> =>
  Promise.reject(new Error('New password should be different from the old one.'));
const asFormProblem = (error: unknown): FormProblem => ({ field: null, message: String(error) });
const asPasswordProblem = (error: unknown): FormProblem => ({
  field: 'password',
  message: error instanceof Error ? error.message : String(error),
});

const meta = {
  title: 'Forms/NewPasswordForm',
  component: NewPasswordForm,
  args: {
    save: saved,
    toProblem: asFormProblem,
    onSaved: () => {},
  },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AfterRecoveryLink: Story = { args: { fullWidth: true } };
export const FromTheProfile: Story = {
  args: { label: 'Change password', submitLabel: 'Change password' },
};
/** Types a valid password and sends it, so the story opens in the state that follows. */
async function submitPassword({ canvasElement }: { canvasElement: HTMLElement }) {
  const field = within(canvasElement).getByLabelText(/^New password/, { selector: 'input' });
  await userEvent.type(field, 'correct horse battery{enter}');
}

export const ServerRefuses: Story = {
  args: {
    save: refused,
    toProblem: asPasswordProblem,
  },
  play: submitPassword,
};
export const Saving: Story = {
  args: { save: () => new Promise(() => {}) },
  play: submitPassword,
};
