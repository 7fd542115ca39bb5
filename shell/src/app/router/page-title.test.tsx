import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { renderWithProviders, screen, waitFor } from '@phrasebook/ui/test';
import { Link, useLocation } from 'react-router';
import { PageTitle } from './page-title.tsx';

afterEach(() => {
  document.title = '';
});

/** A heading drawn once its data has come, as a remote's screen may. */
function DeckHeading() {
  const [loaded, setLoaded] = useState(false);
  if (loaded) return <h1>Spanish Deck</h1>;
  return (
    <button type="button" onClick={() => setLoaded(true)}>
      Data came
    </button>
  );
}

function Pages() {
  const { pathname } = useLocation();
  return (
    <>
      <PageTitle />
      <Link to="/learn">Learning home</Link>
      <Link to="/learn/spa">Spanish</Link>
      <Link to="/learn/spa/phrases">Phrases</Link>
      {pathname === '/learn' ? <h1>Learning Home</h1> : <DeckHeading />}
    </>
  );
}

/** The live region's words, and the node that holds them. */
function said() {
  const region = screen.getByTestId('page-announcer');
  return { text: region.textContent, node: region.firstChild };
}

it('names the document after the heading, and says the heading of each page navigated to', async () => {
  const { user } = renderWithProviders(<Pages />, { route: '/learn' });
  expect(document.title).toBe('Learning Home · Phrasebook');
  // The first page is read as it loads: nothing said.
  expect(said().text).toBe('');

  await user.click(screen.getByRole('link', { name: 'Spanish' }));
  expect(document.title).toBe('Phrasebook');
  expect(said().text).toBe('');
  await user.click(screen.getByRole('button', { name: 'Data came' }));
  await waitFor(() => expect(document.title).toBe('Spanish Deck · Phrasebook'));
  expect(said().text).toBe('Spanish Deck');

  // Another page under the same heading: said again, in a node of its own.
  const before = said().node;
  await user.click(screen.getByRole('link', { name: 'Phrases' }));
  await waitFor(() => expect(said().node).not.toBe(before));
  expect(said().text).toBe('Spanish Deck');

  await user.click(screen.getByRole('link', { name: 'Learning home' }));
  expect(said().text).toBe('Learning Home');
  expect(document.title).toBe('Learning Home · Phrasebook');
});

it('says the heading of a page navigated to before it loaded, as it loads after settling', async () => {
  function LateTitle() {
    const [loaded, setLoaded] = useState(false);
    return (
      <>
        {loaded ? <PageTitle /> : null}
        <button type="button" onClick={() => setLoaded(true)}>
          Settled
        </button>
        <Link to="/learn/stats">Stats</Link>
        <h1>{useLocation().pathname === '/learn' ? 'Learning Home' : 'Stats'}</h1>
      </>
    );
  }
  const { user } = renderWithProviders(<LateTitle />, { route: '/learn' });
  await user.click(screen.getByRole('link', { name: 'Stats' }));
  await user.click(screen.getByRole('button', { name: 'Settled' }));
  expect(document.title).toBe('Stats · Phrasebook');
  await waitFor(() => expect(said().text).toBe('Stats'));
});
