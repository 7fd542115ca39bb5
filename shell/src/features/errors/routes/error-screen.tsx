import { useEffect } from 'react';
import { IconRefresh } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { logClientError } from '@phrasebook/data';
import { Button, Center, Stack } from '@mantine/core';
import { describeError, ErrorPanel, PageContainer } from '@phrasebook/ui';
import { MainLandmark } from '../../shared/components/main-landmark.tsx';
import { errorHeadline } from '../components/error-headline.ts';
import { reloadPage } from '../components/reload-page.ts';

/** The router's default error element: what went wrong and a way out. */
export function ErrorScreen() {
  const error = useRouteError();
  // docs/product.md §8: errors shown to the user are also recorded in the client error log.
  useEffect(() => {
    const { status, cause } = describeError(error);
    logClientError(error, { source: 'route-error-screen', status, cause }).catch(() => {
      // Logging needs the backend; a screen that reports an error must not fail because of it.
    });
  }, [error]);
  return (
    // Never drawn again from a kept copy (app/offline/kept-screens.ts): it was a moment's state.
    <MainLandmark data-not-kept>
      <PageContainer size="sm" py={{ base: 48, sm: 96 }}>
        <Center>
          <Stack w="100%" gap="md">
            <ErrorPanel text={errorHeadline(error)} error={error}>
              <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={reloadPage}>
                Refresh the page
              </Button>
            </ErrorPanel>
          </Stack>
        </Center>
      </PageContainer>
    </MainLandmark>
  );
}
