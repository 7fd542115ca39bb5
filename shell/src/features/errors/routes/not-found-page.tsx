import { IconArrowLeft, IconBooks, IconHome, IconUser } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { PageContainer } from '@phrasebook/ui';
import { MainLandmark } from '../../shared/components/main-landmark.tsx';

/** Shown for any address no route matches (docs/product.md §2). */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    // Never drawn again from a kept copy (app/offline/kept-screens.ts): it was a moment's state.
    <MainLandmark data-not-kept>
      <PageContainer size="sm" py={{ base: 48, sm: 96 }}>
        <Stack align="center" ta="center" gap="lg">
          <Text
            aria-hidden
            fw={900}
            fz={{ base: 72, sm: 120 }}
            lh={1}
            variant="gradient"
            gradient={{ from: 'violet.4', to: 'pink.4', deg: 45 }}
          >
            404
          </Text>
          <Title order={1}>404: Page not found</Title>
          <Text c="dimmed" size="lg">
            We did not find a page matching that URL
          </Text>
          <Group justify="center" gap="sm" mt="md">
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={18} aria-hidden />}
              onClick={() => void navigate(-1)}
            >
              Go Back
            </Button>
            <Button
              component={Link}
              to="/"
              variant="default"
              leftSection={<IconHome size={18} aria-hidden />}
            >
              Go home
            </Button>
            <Button component={Link} to="/learn" leftSection={<IconBooks size={18} aria-hidden />}>
              Learning dashboard
            </Button>
            <Button
              component={Link}
              to="/profile"
              variant="light"
              leftSection={<IconUser size={18} aria-hidden />}
            >
              Your profile
            </Button>
          </Group>
        </Stack>
      </PageContainer>
    </MainLandmark>
  );
}
