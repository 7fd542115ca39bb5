import { beforeAll, expect, it, vi } from 'vitest';
import { renderWithProviders, screen, fireEvent } from '@phrasebook/ui/test';
import { useUnreachableBackend } from '@phrasebook/data/testing';
import { AppLayoutFrame } from './app-layout-frame.tsx';

// The navigation reads the unread-chats count for its 'Friends' badge.
beforeAll(useUnreachableBackend);

const account = { username: 'sofia', email: 'sofia@example.com', avatarSrc: null };

function renderFrame(route = '/learn') {
  const onSignOut = vi.fn();
  const utils = renderWithProviders(
    <AppLayoutFrame account={account} onSignOut={onSignOut}>
      <p>Page body</p>
    </AppLayoutFrame>,
    { route },
  );
  return { ...utils, onSignOut };
}

it('navigates to the three app areas and marks the current one', () => {
  renderFrame('/learn/add-deck');
  const nav = screen.getByRole('navigation', { name: 'App' });
  expect(nav).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Learning home' })).toHaveAttribute('href', '/learn');
  expect(screen.getByRole('link', { name: 'Learning home' })).toHaveAttribute(
    'aria-current',
    'false',
  );
  expect(screen.getByRole('link', { name: 'Friends' })).toHaveAttribute('href', '/friends');
  expect(screen.getByRole('link', { name: 'Add a deck' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('main')).toHaveTextContent('Page body');
});

it('collapses with the button and with Ctrl+B, remembering it in a cookie', async () => {
  const { user } = renderFrame();
  const sidebar = screen.getByRole('complementary', { name: 'App sidebar' });
  expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
  expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  expect(document.cookie).toContain('sidebar_state=false');
  // Collapsed links keep their names for screen readers.
  expect(screen.getByRole('link', { name: 'Friends' })).toBeInTheDocument();
  fireEvent.keyDown(document.documentElement, { key: 'b', code: 'KeyB', ctrlKey: true });
  expect(sidebar).toHaveAttribute('data-state', 'expanded');
  expect(document.cookie).toContain('sidebar_state=true');
});

it('opens the account menu with profile, theme and sign out', async () => {
  const { user, onSignOut } = renderFrame();
  await user.click(screen.getByRole('button', { name: 'sofia sofia@example.com, account menu' }));
  expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  await user.click(screen.getByRole('menuitemradio', { name: 'Light' }));
  expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // Choosing a theme leaves the menu open, so Sign out is still there.
  await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  expect(onSignOut).toHaveBeenCalledTimes(1);
});

it('offers adding a deck from the "+" menu and from a right-click', async () => {
  const { user, router } = renderFrame('/friends');
  await user.click(screen.getByRole('button', { name: 'Create' }));
  await user.click(screen.getByRole('menuitem', { name: 'Add a deck' }));
  expect(router.state.location.pathname).toBe('/learn/add-deck');
  fireEvent.contextMenu(screen.getByRole('complementary', { name: 'App sidebar' }), {
    clientX: 40,
    clientY: 200,
  });
  expect(await screen.findByRole('menuitem', { name: 'Add a deck' })).toBeInTheDocument();
});

it('puts the bell in the sidebar, whether expanded or collapsed', async () => {
  const { user } = renderWithProviders(
    <AppLayoutFrame account={account} onSignOut={vi.fn()} bell={<button>Notifications</button>}>
      <p>Page body</p>
    </AppLayoutFrame>,
  );
  const sidebar = screen.getByRole('complementary', { name: 'App sidebar' });
  expect(sidebar).toContainElement(screen.getByRole('button', { name: 'Notifications' }));
  await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
  expect(sidebar).toContainElement(screen.getByRole('button', { name: 'Notifications' }));
});

it("on a phone, sets the top bar's height on the document while the bar is shown", () => {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => ({ ...original(query), matches: true });
  try {
    const { unmount } = renderFrame();
    expect(screen.getByRole('button', { name: 'Open sidebar' })).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--app-top-bar-height')).toBe('3.5rem');
    unmount();
    expect(document.documentElement.style.getPropertyValue('--app-top-bar-height')).toBe('');
  } finally {
    window.matchMedia = original;
  }
});

it('leaves the document alone on a wide screen, where there is no top bar', () => {
  renderFrame();
  expect(screen.queryByRole('button', { name: 'Open sidebar' })).not.toBeInTheDocument();
  expect(document.documentElement.style.getPropertyValue('--app-top-bar-height')).toBe('');
});

it('keeps the focus on the sidebar link it was on as Ctrl+B collapses and expands the sidebar', () => {
  renderFrame();
  const friends = screen.getByRole('link', { name: 'Friends' });
  const search = screen.getByRole('button', { name: 'Quick search' });
  friends.focus();
  fireEvent.keyDown(document.documentElement, { key: 'b', code: 'KeyB', ctrlKey: true });
  expect(screen.getByRole('complementary', { name: 'App sidebar' })).toHaveAttribute(
    'data-state',
    'collapsed',
  );
  expect(friends).toHaveFocus();
  search.focus();
  fireEvent.keyDown(document.documentElement, { key: 'b', code: 'KeyB', ctrlKey: true });
  expect(search).toHaveFocus();
});
