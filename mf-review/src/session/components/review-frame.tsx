import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { languageName } from '@phrasebook/domain';
import { PageFrame } from '@phrasebook/ui';

/** 'Review <language> cards' with a way back: the deck, or from the session, its setup. */
export function ReviewFrame({ session = false }: { session?: boolean }) {
  const lang = useParams().lang ?? '';
  return (
    <PageFrame
      title={`Review ${languageName(lang)} cards`}
      subtitle={session ? "Today's review session" : undefined}
    >
      <Button
        component={Link}
        to={session ? `/learn/${lang}/review` : `/learn/${lang}`}
        variant="default"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        Back
      </Button>
    </PageFrame>
  );
}
