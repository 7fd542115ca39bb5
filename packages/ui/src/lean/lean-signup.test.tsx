import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton, Notice, PasswordField, SelectField, TextField } from './index.ts';

describe('field descriptions', () => {
  it('read the hint as the description of TextField and PasswordField, not as an attribute', () => {
    render(
      <>
        <TextField label="Username" description="3 to 20 characters" />
        <PasswordField label="Password" description="At least 8 characters" error="Too short" />
      </>,
    );
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAccessibleDescription('3 to 20 characters');
    expect(username).not.toHaveAttribute('description');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters Too short',
    );
  });
});

describe('SelectField', () => {
  const options = [
    { value: '', label: 'Choose…', disabled: true },
    { value: 'fra', label: 'French' },
    { value: 'deu', label: 'German', disabled: true },
  ];

  it('offers its options, disabled ones included, and reports the choice', async () => {
    const onChange = vi.fn();
    render(<SelectField label="Language" options={options} value="" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(within(select).getByRole('option', { name: 'German' })).toBeDisabled();
    await userEvent.selectOptions(select, 'fra');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('ties its error to the select', () => {
    render(
      <SelectField
        label="Language"
        aria-label="Language 2"
        options={options}
        value=""
        onChange={() => {}}
        error="Please select a language"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Language 2' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a language');
  });
});

describe('IconButton', () => {
  it('is a button named by its label, not a submit one', () => {
    render(
      <form>
        <IconButton aria-label="Remove French" disabled>
          <svg aria-hidden />
        </IconButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Remove French' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toBeDisabled();
  });
});

describe('Notice', () => {
  it('can go without an icon', () => {
    render(
      <Notice title="Almost there" icon={null}>
        We sent a link.
      </Notice>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Almost thereWe sent a link.');
    expect(screen.getByRole('status').querySelector('svg')).toBeNull();
  });
});
