import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Modal } from './Modal.tsx';
import { ModalDialog } from './ModalDialog.tsx';

function Confirm() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Delete
      </button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Delete it?" size="sm">
        <button type="button" onClick={() => setOpened(false)}>
          Keep it
        </button>
        <button type="button" data-autofocus>
          Delete for good
        </button>
      </Modal>
    </>
  );
}

it('opens a dialog named by its title, focused on the marked button, closed by Close', async () => {
  const { user } = renderWithProviders(<Confirm />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete it?' });
  expect(screen.getByRole('button', { name: 'Delete for good' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(dialog).not.toBeVisible();
  expect(screen.queryByRole('button', { name: 'Keep it' })).not.toBeInTheDocument();
});

it('closes on Escape', async () => {
  const { user } = renderWithProviders(<Confirm />);
  await user.click(screen.getByRole('button', { name: 'Delete' }));
  // The browser turns Escape into the dialog's cancel event.
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('shows a bare modal dialog with its own name while open', async () => {
  function Sheet() {
    const [opened, setOpened] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpened(true)}>
          Menu
        </button>
        <ModalDialog opened={opened} onClose={() => setOpened(false)} aria-label="Sheet">
          <a href="/home">Home</a>
        </ModalDialog>
      </>
    );
  }
  const { user } = renderWithProviders(<Sheet />);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  expect(screen.getByRole('dialog', { name: 'Sheet' })).toContainElement(
    screen.getByRole('link', { name: 'Home' }),
  );
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
});
