import { screen } from '@testing-library/react';
import { notificationsStore } from '@mantine/notifications';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ToastOutlet } from './toast-outlet.tsx';
import { toast } from './toast.ts';

afterEach(() => toast.clean());

/** The toast `id` once the lazily loaded notifications store holds it. */
async function current(id: string) {
  await vi.waitFor(() => {
    expect(notificationsStore.getState().notifications.map((n) => n.id)).toContain(id);
  });
  return notificationsStore.getState().notifications.find((n) => n.id === id);
}

it('draws toasts in a polite live region that was there before the first; only errors interrupt', async () => {
  renderWithProviders(<ToastOutlet />);
  const region = screen.getByTestId('toasts');
  expect(region).toHaveAttribute('aria-live', 'polite');
  expect(region).toBeEmptyDOMElement();
  // After the skip link, and outside the app's root whose copy is kept for the next visit.
  expect(region.parentElement).toBe(document.body);

  toast.success('Friend request sent');
  expect(region).toContainElement(await screen.findByText('Friend request sent'));
  toast('okay');
  expect(region).toContainElement(await screen.findByText('okay'));
  expect(screen.queryByRole('alert')).toBeNull();

  toast.error('Could not send');
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not send');
  const loading = toast.loading('Saving');
  await screen.findByText('Saving');
  toast.update(loading, 'error', 'Not saved');
  await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  expect(screen.getByTestId('toasts')).toBe(region);
});

it('gives each kind of toast the duration the spec sets', async () => {
  renderWithProviders(<ToastOutlet />);
  expect((await current(toast('Saved draft')))?.autoClose).toBe(4000);
  expect((await current(toast.error('Could not save')))?.autoClose).toBe(4000);
  expect((await current(toast.success('Friend request sent')))?.autoClose).toBe(2000);
  const loading = toast.loading('Sending…');
  expect(await current(loading)).toMatchObject({ autoClose: false, loading: true });
});

it('turns a loading toast into a success one', async () => {
  renderWithProviders(<ToastOutlet />);
  const id = toast.loading('Sending your review');
  expect(await screen.findByText('Sending your review')).toBeInTheDocument();
  toast.update(id, 'success', 'nice');
  expect(await screen.findByText('nice')).toBeInTheDocument();
  expect(await current(id)).toMatchObject({ autoClose: 2000, loading: false });
  toast.dismiss(id);
  await vi.waitFor(() => {
    expect(notificationsStore.getState().notifications.map((n) => n.id)).not.toContain(id);
  });
});

it('names the close button for screen readers', async () => {
  renderWithProviders(<ToastOutlet />);
  toast('Saved draft');
  expect(await screen.findByRole('button', { name: 'Close notification' })).toBeInTheDocument();
});
