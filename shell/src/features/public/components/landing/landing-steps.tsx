import {
  Anchor,
  Button,
  Container,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';

const steps = [
  'Create an account and tell us which languages you already know.',
  'Start a deck for the language you are learning and add your first phrases.',
  'Review each day; invite a friend who speaks the language to help.',
];

/** How to get going, and a last call to action. */
export function LandingSteps() {
  return (
    <Container size="sm" px={{ base: 'md', sm: 'lg' }} py={{ base: 32, md: 64 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={2}>Get started in three steps</Title>
          <List
            type="ordered"
            spacing="md"
            center
            styles={{ itemWrapper: { alignItems: 'flex-start' } }}
          >
            {steps.map((step, index) => (
              <List.Item
                key={step}
                icon={
                  <ThemeIcon size={28} radius="xl" variant="light" aria-hidden>
                    <Text size="sm" fw={700}>
                      {index + 1}
                    </Text>
                  </ThemeIcon>
                }
              >
                <Text>{step}</Text>
              </List.Item>
            ))}
          </List>
          <Button component={Link} to="/signup" size="md" w={{ base: '100%', sm: 'fit-content' }}>
            Create your account
          </Button>
          <Text size="sm" c="dimmed">
            Already learning?{' '}
            <Anchor component={Link} to="/login" inherit underline="always">
              Log in
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
