import { fireEvent, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Menu } from './Menu.tsx';

function Fruit({ onPick = () => {} }: { onPick?: (fruit: string) => void }) {
  return (
    <Menu width={200}>
      <Menu.Target>
        <button type="button">Fruit</button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Pick one</Menu.Label>
        {['Apple', 'Banana', 'Cherry'].map((fruit) => (
          <Menu.Item key={fruit} onClick={() => onPick(fruit)}>
            {fruit}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

it('opens from its button, picks an item, closes and gives focus back', async () => {
  const onPick = vi.fn();
  const { user } = renderWithProviders(<Fruit onPick={onPick} />);
  const button = screen.getByRole('button', { name: 'Fruit' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menu')).toHaveAttribute('id', button.getAttribute('aria-controls'));
  await user.click(screen.getByRole('menuitem', { name: 'Banana' }));
  expect(onPick).toHaveBeenCalledWith('Banana');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
});

it('works from the keyboard: arrows move and wrap, Escape closes', async () => {
  const { user } = renderWithProviders(<Fruit />);
  screen.getByRole('button', { name: 'Fruit' }).focus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Cherry' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus();
  await user.keyboard('{End}');
  expect(screen.getByRole('menuitem', { name: 'Cherry' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Fruit' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('menuitem', { name: 'Apple' })).toHaveFocus();
});

it('closes on a click outside it', async () => {
  const { user } = renderWithProviders(
    <>
      <Fruit />
      <p>Elsewhere</p>
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Fruit' }));
  await user.click(screen.getByText('Elsewhere'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('keeps a radio group open and shows the choice as checked', async () => {
  function Size() {
    return (
      <Menu>
        <Menu.Target>
          <button type="button">Size</button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.RadioGroup value="S" onChange={onChange}>
            <Menu.RadioItem value="S">Small</Menu.RadioItem>
            <Menu.RadioItem value="L">Large</Menu.RadioItem>
          </Menu.RadioGroup>
        </Menu.Dropdown>
      </Menu>
    );
  }
  const onChange = vi.fn();
  const { user } = renderWithProviders(<Size />);
  await user.click(screen.getByRole('button', { name: 'Size' }));
  expect(screen.getByRole('menuitemradio', { name: 'Small' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await user.click(screen.getByRole('menuitemradio', { name: 'Large' }));
  expect(onChange).toHaveBeenCalledWith('L');
  expect(screen.getByRole('menu')).toBeInTheDocument();
});

it('opens at the pointer on a right-click, and on a long press', async () => {
  renderWithProviders(
    <Menu>
      <Menu.ContextMenu>
        <section aria-label="Board">Board</section>
      </Menu.ContextMenu>
      <Menu.Dropdown>
        <Menu.Item>Paste</Menu.Item>
      </Menu.Dropdown>
    </Menu>,
  );
  const board = screen.getByRole('region', { name: 'Board' });
  fireEvent.contextMenu(board, { clientX: 40, clientY: 60 });
  // jsdom has no viewport width, so only the height shows where it opened.
  expect(screen.getByRole('menu')).toHaveStyle({ top: '60px' });
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  // A tap is not a long press.
  fireEvent.touchStart(board, { touches: [{ clientX: 10, clientY: 20 }] });
  fireEvent.touchEnd(board);
  await new Promise((resolve) => setTimeout(resolve, 600));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  fireEvent.touchStart(board, { touches: [{ clientX: 10, clientY: 20 }] });
  expect(await screen.findByRole('menuitem', { name: 'Paste' })).toBeInTheDocument();
});
