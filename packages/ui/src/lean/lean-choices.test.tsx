import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Checkbox, RadioGroup, SegmentedControl } from './index.ts';

it('SegmentedControl is a radio group whose segments are chosen by click or arrow keys', async () => {
  function Goal() {
    const [value, setValue] = useState('10');
    return (
      <SegmentedControl
        aria-label="Daily goal"
        data={['10', '15', '20'].map((goal) => ({ value: goal, label: goal }))}
        value={value}
        onChange={setValue}
      />
    );
  }
  const user = userEvent.setup();
  render(<Goal />);
  expect(screen.getByRole('radiogroup', { name: 'Daily goal' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '10' })).toBeChecked();
  await user.click(screen.getByText('15'));
  expect(screen.getByRole('radio', { name: '15' })).toBeChecked();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: '20' })).toBeChecked();
});

it('Checkbox shows some-but-not-all as mixed', async () => {
  function Pick() {
    const [checked, setChecked] = useState(false);
    return (
      <Checkbox
        label="All friends"
        checked={checked}
        indeterminate={!checked}
        onChange={(event) => setChecked(event.currentTarget.checked)}
      />
    );
  }
  const user = userEvent.setup();
  render(<Pick />);
  const box = screen.getByRole('checkbox', { name: 'All friends' });
  expect(box).toBePartiallyChecked();
  await user.click(screen.getByText('All friends'));
  expect(box).toBeChecked();
  expect(box).not.toBePartiallyChecked();
});

it('RadioGroup lays its options in a row and gives each its own style', () => {
  render(
    <RadioGroup
      label="Deck colour"
      orientation="horizontal"
      value="green"
      onChange={() => {}}
      options={[
        { value: 'green', label: 'green', style: { textTransform: 'capitalize' } },
        { value: 'blue', label: 'blue' },
      ]}
    />,
  );
  expect(screen.getByRole('radio', { name: 'green' })).toBeChecked();
  expect(screen.getByText('green').closest('[style]')).toHaveStyle({
    textTransform: 'capitalize',
  });
  expect(screen.getByRole('radiogroup').firstElementChild).toHaveAttribute(
    'data-orientation',
    'horizontal',
  );
});
