import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { languageName } from '@phrasebook/domain';
import { PageFrame } from '../components/page-frame.tsx';

/**
 * /learn/:lang/review ('Review <language> cards', back goes to the deck) and, with `session`,
 * /learn/:lang/review/go, the daily review session.
 */
export function ReviewPage({ session = false }: { session?: boolean }) {
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
