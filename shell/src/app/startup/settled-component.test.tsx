import { expect, it, vi } from 'vitest';
import { act, fireEvent, renderWithProviders, screen, waitFor } from '@phrasebook/ui/test';
import { useSettledComponent } from './settled-component.ts';

it('loads once the page has settled, and after a failed load asks again when back online', async () => {
  let online = false;
  const load = vi.fn(async () => {
    if (!online) throw new TypeError('Failed to fetch dynamically imported module');
    return () => <p>Page title</p>;
  });
  function Host() {
    const Part = useSettledComponent(load);
    return Part ? <Part /> : <p>The page alone</p>;
  }
  renderWithProviders(<Host />);
  expect(load).not.toHaveBeenCalled();
  // The visitor's first move settles the page (page-settled.ts).
  fireEvent.pointerMove(document);
  await waitFor(() => expect(load).toHaveBeenCalledOnce());
  // The page goes on without it: nothing thrown to an error boundary.
  expect(screen.getByText('The page alone')).toBeInTheDocument();

  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByText('Page title')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
