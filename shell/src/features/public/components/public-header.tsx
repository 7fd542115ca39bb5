import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ColorSchemeChoice, PhrasebookLogo } from '@phrasebook/ui';

/** Top bar of the signed-out pages: home link, theme switch, log in and sign up. */
export function PublicHeader() {
  return (
    <Box
      component="header"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg" px={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Anchor
            component={Link}
            to="/"
            underline="never"
            c="inherit"
            aria-label="Phrasebook home"
          >
            <PhrasebookLogo size={30} />
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <ColorSchemeChoice withLabels={false} size="xs" />
            <Button component={Link} to="/login" variant="subtle" visibleFrom="xs">
              Log in
            </Button>
            <Button component={Link} to="/signup">
              Sign up
            </Button>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
