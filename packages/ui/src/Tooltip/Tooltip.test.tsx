import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { TOOLTIP_OPEN_DELAY_MS } from '../theme/theme-constants.ts';
import { Tooltip } from './Tooltip.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const hoverFor = (element: Element, ms: number) => {
  fireEvent.mouseEnter(element);
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

it('shows its label only after the theme’s delay of hover, and hides when the pointer leaves', () => {
  renderWithProviders(
    <Tooltip label="Create a deck">
      <button type="button">New</button>
    </Tooltip>,
  );
  const button = screen.getByRole('button', { name: 'New' });
  hoverFor(button, TOOLTIP_OPEN_DELAY_MS - 1);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.getByRole('tooltip')).toHaveTextContent('Create a deck');
  fireEvent.mouseLeave(button);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

it('never shows when the pointer leaves before the delay, and closes on Escape or a press', () => {
  renderWithProviders(
    <Tooltip label="Settings">
      <button type="button">Cog</button>
    </Tooltip>,
  );
  const button = screen.getByRole('button', { name: 'Cog' });
  fireEvent.mouseEnter(button);
  fireEvent.mouseLeave(button);
  act(() => {
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS * 2);
  });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  hoverFor(button, TOOLTIP_OPEN_DELAY_MS);
  expect(screen.getByRole('tooltip')).toBeInTheDocument();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  hoverFor(button, TOOLTIP_OPEN_DELAY_MS);
  fireEvent.pointerDown(button);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
});

it('keeps the element’s own handlers and passes other props through to it', () => {
  const onMouseEnter = vi.fn();
  const onClick = vi.fn();
  renderWithProviders(
    <Tooltip label="Delete" aria-describedby="why" data-testid="target">
      <button type="button" onMouseEnter={onMouseEnter} onClick={onClick}>
        Bin
      </button>
    </Tooltip>,
  );
  const button = screen.getByRole('button', { name: 'Bin' });
  expect(button).toHaveAttribute('aria-describedby', 'why');
  expect(button).toHaveAttribute('data-testid', 'target');
  hoverFor(button, TOOLTIP_OPEN_DELAY_MS);
  fireEvent.click(button);
  expect(onMouseEnter).toHaveBeenCalledTimes(1);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('tooltip')).toHaveTextContent('Delete');
});

it('shows nothing while disabled, and its element keeps the focus as it turns on and off', () => {
  let toggle = () => {};
  function Toggled() {
    const [disabled, setDisabled] = useState(true);
    toggle = () => setDisabled((before) => !before);
    return (
      <Tooltip label="Friends" position="right" disabled={disabled}>
        <a href="/friends">Friends</a>
      </Tooltip>
    );
  }
  renderWithProviders(<Toggled />);
  const link = screen.getByRole('link', { name: 'Friends' });
  hoverFor(link, TOOLTIP_OPEN_DELAY_MS);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

  link.focus();
  act(toggle);
  expect(screen.getByRole('link', { name: 'Friends' })).toBe(link);
  expect(link).toHaveFocus();
  hoverFor(link, TOOLTIP_OPEN_DELAY_MS);
  expect(screen.getByRole('tooltip')).toHaveTextContent('Friends');

  act(toggle);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  expect(link).toHaveFocus();
});
