import { screen } from '@testing-library/react';
import { Notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { toast } from './toast.ts';

afterEach(() => toast.clean());

function current(id: string) {
  return notificationsStore.getState().notifications.find((n) => n.id === id);
}

it('gives each kind of toast the duration the spec sets', () => {
  renderWithProviders(<Notifications />);
  expect(current(toast('Saved draft'))?.autoClose).toBe(4000);
  expect(current(toast.error('Could not save'))?.autoClose).toBe(4000);
  expect(current(toast.success('Friend request sent'))?.autoClose).toBe(2000);
  const loading = toast.loading('Sending…');
  expect(current(loading)).toMatchObject({ autoClose: false, loading: true });
});

it('turns a loading toast into a success one', async () => {
  renderWithProviders(<Notifications />);
  const id = toast.loading('Sending your review');
  expect(await screen.findByText('Sending your review')).toBeInTheDocument();
  toast.update(id, 'success', 'nice');
  expect(await screen.findByText('nice')).toBeInTheDocument();
  expect(current(id)).toMatchObject({ autoClose: 2000, loading: false });
  toast.dismiss(id);
  expect(current(id)).toBeUndefined();
});

it('names the close button for screen readers', async () => {
  renderWithProviders(<Notifications />);
  toast('Saved draft');
  expect(await screen.findByRole('button', { name: 'Close notification' })).toBeInTheDocument();
});
