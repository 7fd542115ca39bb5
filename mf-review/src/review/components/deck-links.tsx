import { Button, Group } from '@mantine/core';
import { IconBooks, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Where new cards come from: the deck's library and add-phrase screens (mf-learn, by URL). */
export function AddCardsLinks({ lang }: { lang: string }) {
  return (
    <Group gap="sm">
      <Button
        component={Link}
        to={`/learn/${lang}/library`}
        variant="light"
        leftSection={<IconBooks size={18} aria-hidden />}
      >
        Browse the library
      </Button>
      <Button
        component={Link}
        to={`/learn/${lang}/add-phrase`}
        variant="light"
        leftSection={<IconPlus size={18} aria-hidden />}
      >
        Add a phrase
      </Button>
    </Group>
  );
}
