import type { ReactElement } from 'react';
import { Button } from '@mantine/core';
import { Menu } from '@phrasebook/ui';
import {
  IconBooks,
  IconChartBar,
  IconChevronDown,
  IconHome,
  IconMessageQuestion,
  IconPlayerPlay,
  IconPlus,
  IconSearch,
  IconSettings,
  IconTableImport,
} from '@tabler/icons-react';
import { Link } from 'react-router';

/** Where a deck's menu leads, relative to /learn/{lang}. */
function deckLinks(lang: string) {
  const base = `/learn/${lang}`;
  return [
    { to: base, label: 'Deck home', icon: IconHome },
    { to: `${base}/review`, label: "Today's review", icon: IconPlayerPlay },
    { to: `${base}/add-phrase`, label: 'Add a phrase', icon: IconPlus },
    { to: `${base}/bulk-add`, label: 'Bulk add phrases', icon: IconTableImport },
    { to: `${base}/library`, label: 'Library', icon: IconBooks },
    { to: `${base}/search`, label: 'Search phrases', icon: IconSearch },
    { to: `${base}/requests`, label: 'Requests', icon: IconMessageQuestion },
    { to: `${base}/stats`, label: 'Stats', icon: IconChartBar },
    { to: `${base}/deck-settings`, label: 'Deck settings', icon: IconSettings },
  ];
}

function DeckMenuItems({ lang }: { lang: string }) {
  return (
    <>
      {deckLinks(lang).map(({ to, label, icon: Icon }) => (
        <Menu.Item key={to} component={Link} to={to} leftSection={<Icon size={16} aria-hidden />}>
          {label}
        </Menu.Item>
      ))}
    </>
  );
}

/** The deck's menu button, in the header of every deck screen. */
export function DeckMenu({ lang }: { lang: string }) {
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
          Deck menu
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <DeckMenuItems lang={lang} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same menu on right-click (or long-press) anywhere on the deck's page. */
export function DeckContextMenu({ lang, children }: { lang: string; children: ReactElement }) {
  return (
    <Menu width={220}>
      <Menu.ContextMenu>{children}</Menu.ContextMenu>
      <Menu.Dropdown>
        <DeckMenuItems lang={lang} />
      </Menu.Dropdown>
    </Menu>
  );
}
