import { NavLink, useLocation } from 'react-router';
import { deckSummaries, getRuntimeConfig, type DeckSummary } from '@phrasebook/data';
import { deckThemeFor, sortDecksByRecency } from '@phrasebook/domain';
import { VisuallyHidden } from '@mantine/core';
import { deckThemeVars, Tooltip } from '@phrasebook/ui';
import classes from './sidebar-decks.module.css';
import { useSignedInProfile } from './use-signed-in-profile.ts';

/** My active decks, most recently reviewed first (Learning Home's order), each in its colour. */
export function SidebarDeckList({
  decks: all,
  collapsed,
}: {
  decks: DeckSummary[];
  collapsed: boolean;
}) {
  const { pathname } = useLocation();
  const decks = sortDecksByRecency(all.filter((deck) => !deck.archived));
  if (decks.length === 0) return null;
  return (
    <nav aria-label="My decks" className={classes.decks}>
      {collapsed ? null : (
        <div className={classes.label} aria-hidden>
          My decks
        </div>
      )}
      {decks.map((deck) => {
        // The name comes with the deck, so the sidebar bundles no table of language names.
        const name = deck.language_name;
        const to = `/learn/${deck.lang}`;
        const current = pathname === to || pathname.startsWith(`${to}/`);
        const link = (
          <NavLink
            key={deck.lang}
            to={to}
            className={classes.deck}
            aria-current={current ? 'page' : false}
            style={deckThemeVars(deckThemeFor(deck, all))}
          >
            <span className={classes.swatch} aria-hidden>
              {collapsed ? deck.lang.slice(0, 2) : null}
            </span>
            {collapsed ? <VisuallyHidden>{name}</VisuallyHidden> : <span>{name}</span>}
          </NavLink>
        );
        // Wrapped either way: the link keeps the focus as the sidebar collapses.
        return (
          <Tooltip key={deck.lang} label={name} position="right" disabled={!collapsed}>
            {link}
          </Tooltip>
        );
      })}
    </nav>
  );
}

function SignedInDecks({ collapsed }: { collapsed: boolean }) {
  const profile = useSignedInProfile();
  return <SidebarDeckList decks={deckSummaries(profile.data)} collapsed={collapsed} />;
}

function hasDataLayer(): boolean {
  try {
    getRuntimeConfig();
    return true;
  } catch {
    return false;
  }
}

/**
 * "My decks" in the signed-in sidebar. The frame is also drawn without a data layer (its
 * component tests), where there are no decks to list.
 */
export function SidebarDecks({ collapsed }: { collapsed: boolean }) {
  return hasDataLayer() ? <SignedInDecks collapsed={collapsed} /> : null;
}
