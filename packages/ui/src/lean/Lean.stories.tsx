import { useState } from 'react';
import type { Meta, StoryObj } from '../../storybook/types.ts';
import * as Lean from './index.ts';
import { IconArrowRight, IconTrash } from '@tabler/icons-react';

// The kit for screens that load before Mantine (the shell's /login). The preview still wraps
// stories in MantineProvider; the kit ignores it and reads only the theme's CSS variables.
// Grouped by the pages it draws, as a designer knows them; 'Lean kit' names its import.
const meta = {
  title: 'Signed-out pages/Lean kit',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AuthFrame: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <Lean.AuthFrame
      title="Log in"
      subtitle="Welcome back! Your decks are waiting."
      footer={
        <Lean.Text size="sm">
          New here?{' '}
          <a className={Lean.linkClassName} href="#signup">
            Create an account
          </a>
        </Lean.Text>
      }
    >
      <Lean.Text>The card holds the screen's form.</Lean.Text>
    </Lean.AuthFrame>
  ),
};

export const PageHeader: Story = {
  render: () => (
    <Lean.PageHeader
      title="Find a friend"
      subtitle="Learning a language is easier with someone who speaks it."
    />
  ),
};

export const Paper: Story = {
  render: () => (
    <Lean.Paper>
      <div style={{ padding: 16 }}>
        <Lean.Text>A bordered surface; its padding is the caller's.</Lean.Text>
      </div>
    </Lean.Paper>
  ),
};

export const TextField: Story = {
  render: () => (
    <Lean.Stack>
      <Lean.TextField label="Email" type="email" autoComplete="email" required />
      <Lean.TextField
        label="Backup email"
        type="email"
        required
        defaultValue="sofia@"
        error="Enter a valid email"
      />
      <Lean.TextField label="Display name" placeholder="Optional" />
      <Lean.TextField label="Disabled" disabled defaultValue="Cannot change" />
    </Lean.Stack>
  ),
};

export const PasswordField: Story = {
  render: () => (
    <Lean.Stack>
      <Lean.PasswordField label="Password" autoComplete="current-password" required />
      <Lean.PasswordField label="New password" required error="Password is required" />
    </Lean.Stack>
  ),
};

// Not a Lean.Stack, which stretches every child: here only Full width should.
const buttonColumn = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 16,
} as const;

export const Button: Story = {
  render: () => (
    <div style={buttonColumn}>
      <Lean.Button>Filled</Lean.Button>
      <Lean.Button variant="default">Default</Lean.Button>
      <Lean.Button loading>Loading</Lean.Button>
      <Lean.Button disabled>Disabled</Lean.Button>
      <Lean.Button fullWidth>Full width</Lean.Button>
      <Lean.Button variant="light" size="xs">
        Light, size xs
      </Lean.Button>
    </div>
  ),
};

export const ErrorAlert: Story = {
  render: () => (
    <Lean.ErrorAlert title="Could not log you in" message="Invalid login credentials" />
  ),
};

export const Notice: Story = {
  render: () => (
    <Lean.Notice title="Check your email">
      If an account exists for ana@example.com, we have sent it a link to set a new password.
    </Lean.Notice>
  ),
};

export const StackAndText: Story = {
  name: 'Stack and Text',
  render: () => (
    <Lean.Stack gap="xs">
      <Lean.Text>Body text</Lean.Text>
      <Lean.Text size="sm" dimmed>
        Small dimmed text
      </Lean.Text>
      <Lean.Text size="sm" align="right">
        <a className={Lean.linkClassName} href="#forgot">
          Forgot your password?
        </a>
      </Lean.Text>
    </Lean.Stack>
  ),
};

export const ColorSchemeSwitch: Story = {
  render: () => <Lean.ColorSchemeSwitch />,
};

export const LinkButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <a
        href="#signup"
        {...Lean.buttonLook({
          size: 'md',
          rightSection: true,
        })}
      >
        <Lean.ButtonContent rightSection={<IconArrowRight size={18} aria-hidden />}>
          Sign up for free
        </Lean.ButtonContent>
      </a>
      <a href="#login" {...Lean.buttonLook({ size: 'md', variant: 'default' })}>
        <Lean.ButtonContent>Log in</Lean.ButtonContent>
      </a>
      <a href="#login" {...Lean.buttonLook({ variant: 'subtle' })}>
        <Lean.ButtonContent>Log in</Lean.ButtonContent>
      </a>
    </div>
  ),
};

export const Logo: Story = {
  render: () => <Lean.Logo size={30} />,
};

export const RadioGroup: Story = {
  render: function Render() {
    const [value, setValue] = useState('account');
    return (
      <Lean.RadioGroup
        label="What should we remove?"
        options={[
          { value: 'account', label: 'My whole account and everything in it' },
          { value: 'some', label: 'Only some of my data' },
        ]}
        value={value}
        onChange={setValue}
      />
    );
  },
};

export const TextArea: Story = {
  render: () => (
    <Lean.TextArea
      label="Which data?"
      description="For example: my chat messages with one friend, or my avatar picture."
      required
    />
  ),
};

export const NoticePrimary: Story = {
  render: () => (
    <Lean.Notice title="Your email app should open now" color="primary" icon="mail">
      Send the email it prepared from the address on your account.
    </Lean.Notice>
  ),
};

export const SelectField: Story = {
  render: () => (
    <Lean.Stack>
      <Lean.SelectField
        label="Level"
        options={[
          { value: 'fluent', label: 'Fluent' },
          { value: 'beginner', label: 'Beginner' },
        ]}
        defaultValue="fluent"
      />
      <Lean.SelectField
        label="Language"
        options={[{ value: '', label: 'Choose a language…', disabled: true }]}
        defaultValue=""
        error="Please select a language"
      />
    </Lean.Stack>
  ),
};

export const IconButton: Story = {
  render: () => (
    <Lean.IconButton aria-label="Remove French" color="red">
      <IconTrash size={18} aria-hidden />
    </Lean.IconButton>
  ),
};

export const Checkbox: Story = {
  render: function Render() {
    const [checked, setChecked] = useState(true);
    return (
      <Lean.Stack gap="sm">
        <Lean.Checkbox
          label="Send me a reminder"
          checked={checked}
          onChange={(event) => setChecked(event.currentTarget.checked)}
        />
        <Lean.Checkbox label="Unchecked" checked={false} onChange={() => {}} />
        <Lean.Checkbox label="Some of them" checked={false} indeterminate onChange={() => {}} />
        <Lean.Checkbox label="Size xs" size="xs" checked onChange={() => {}} />
      </Lean.Stack>
    );
  },
};

export const SegmentedControl: Story = {
  render: function Render() {
    const [value, setValue] = useState<'day' | 'week' | 'month'>('week');
    return (
      <Lean.SegmentedControl
        aria-label="Period"
        data={[
          { value: 'day', label: 'Day' },
          { value: 'week', label: 'Week' },
          { value: 'month', label: 'Month' },
        ]}
        value={value}
        onChange={setValue}
      />
    );
  },
};
