import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from '../UiProviders/color-scheme-key.ts';
import {
  ButtonContent,
  buttonLook,
  ColorSchemeSwitch,
  Logo,
  RadioGroup,
  TextArea,
} from './index.ts';
import { IconArrowRight } from '@tabler/icons-react';

describe('ColorSchemeSwitch', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => document.documentElement.removeAttribute('data-mantine-color-scheme'));

  it('starts on dark and stores and applies the choice under the key Mantine reads', async () => {
    const user = userEvent.setup();
    render(<ColorSchemeSwitch />);
    expect(screen.getByRole('radiogroup', { name: 'Colour theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await user.click(screen.getByText('Light'));
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });

  it('shows the stored choice', () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'auto');
    render(<ColorSchemeSwitch />);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  });
});

describe('RadioGroup', () => {
  function Scope() {
    const [value, setValue] = useState('account');
    return (
      <RadioGroup
        label="What should we remove?"
        options={[
          { value: 'account', label: 'Everything' },
          { value: 'some', label: 'Some of it', description: 'Say which below' },
        ]}
        value={value}
        onChange={setValue}
        required
        error={value === 'some' ? 'Required' : undefined}
      />
    );
  }

  it('is a labelled group of radios that reports the choice and its error', async () => {
    const user = userEvent.setup();
    render(<Scope />);
    const group = screen.getByRole('radiogroup', { name: 'What should we remove?' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radio', { name: 'Everything' })).toBeChecked();
    await user.click(screen.getByText('Some of it'));
    expect(screen.getByRole('radio', { name: 'Some of it' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Some of it' })).toHaveAccessibleDescription(
      'Say which below',
    );
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Required');
  });
});

describe('TextArea', () => {
  it('is named by its label, described by its hint and its error', () => {
    render(<TextArea label="Which data?" description="For example: my avatar" error="Required" />);
    const textarea = screen.getByRole('textbox', { name: 'Which data?' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '3');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('For example: my avatar Required');
  });
});

describe('buttonLook and ButtonContent', () => {
  it('give a link the button look, with its icon beside the label', () => {
    render(
      <a href="/signup" {...buttonLook({ size: 'md', rightSection: 'x' })}>
        <ButtonContent rightSection={<IconArrowRight size={18} aria-hidden />}>
          Sign up
        </ButtonContent>
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('data-size', 'md');
    expect(link).toHaveAttribute('data-with-right-section', 'true');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('Logo', () => {
  it('draws the mark, hidden from assistive technology, beside the name', () => {
    const { container } = render(<Logo size={30} />);
    expect(screen.getByText('Phrasebook')).toHaveStyle({ fontSize: '18px' });
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
