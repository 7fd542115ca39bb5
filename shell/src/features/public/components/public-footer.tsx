import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Bottom links every public page carries: the policies and the component catalogue. */
export function PublicFooter() {
  return (
    <Box
      component="footer"
      py="lg"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            Phrasebook: learn languages with the people who speak them.
          </Text>
          <Group component="nav" aria-label="Site" gap="md">
            <Anchor component={Link} to="/privacy-policy" size="sm">
              Privacy policy
            </Anchor>
            <Anchor component={Link} to="/request-removal" size="sm">
              Request data removal
            </Anchor>
            {/* Storybook is a static site beside the app, so a full page load, not a router link. */}
            <Anchor href="/components/" size="sm">
              Component catalogue
            </Anchor>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
