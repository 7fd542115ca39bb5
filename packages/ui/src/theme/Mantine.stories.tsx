import type { Meta, StoryObj } from '../../storybook/types.ts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Checkbox,
  Group,
  Kbd,
  Loader,
  NativeSelect,
  Paper,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { deckThemes } from '@phrasebook/domain';
import { deckThemeVars } from './deck-colors.ts';

/**
 * Mantine's components as the apps draw them, in the Phrasebook theme: what a screen is made of
 * besides the composites of @phrasebook/ui (docs/architecture.md, "Components").
 */
const meta = {
  title: 'Foundations/Mantine in Phrasebook',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Actions: Story = {
  render: () => (
    <Stack>
      <Group>
        <Button>Review now</Button>
        <Button variant="light">Add a phrase</Button>
        <Button variant="default">Cancel</Button>
        <Button variant="subtle">Show more</Button>
        <Button color="red" leftSection={<IconTrash size={16} aria-hidden />}>
          Remove friend
        </Button>
        <Button loading>Saving</Button>
        <Button disabled>Save settings</Button>
      </Group>
      <Group>
        <ActionIcon variant="light" aria-label="Add a deck">
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
        <Text size="sm">
          Read the <Anchor href="#">privacy policy</Anchor> before you share a link.
        </Text>
      </Group>
    </Stack>
  ),
};

export const TextAndStatus: Story = {
  render: () => (
    <Stack>
      <Title order={1}>Learning Home</Title>
      <Text c="dimmed">Which deck are we studying today?</Text>
      <Group>
        <Badge>12 due</Badge>
        <Badge variant="light" color="teal">
          Learned
        </Badge>
        <Badge variant="outline">new</Badge>
        <Loader size="sm" role="img" aria-label="Loading" />
        <Text size="sm">
          Press <Kbd>Ctrl</Kbd> + <Kbd>B</Kbd> to fold the sidebar
        </Text>
      </Group>
      <Alert
        color="red"
        variant="light"
        title="Could not save"
        icon={<IconAlertCircle aria-hidden />}
      >
        Something went wrong with this interaction
      </Alert>
    </Stack>
  ),
};

export const FormControls: Story = {
  render: () => (
    <Stack maw={420}>
      <TextInput label="Username" description="3 to 20 characters" required />
      <TextInput label="Email" error="Email is required to be a real email" defaultValue="sam@" />
      <Textarea label="What would you like to say?" autosize minRows={2} />
      <NativeSelect label="Translation language" data={['English', 'Spanish', 'Tamil']} />
      <Checkbox label="Send to priya" defaultChecked />
      <Radio.Group label="Learning goal" defaultValue="visiting">
        <Group mt="xs">
          <Radio value="visiting" label="Visiting" />
          <Radio value="family" label="Family" />
          <Radio value="moving" label="Moving" />
        </Group>
      </Radio.Group>
      <SegmentedControl data={['10', '15', '20', 'Other']} defaultValue="15" />
    </Stack>
  ),
};

export const SurfacesAndDeckColours: Story = {
  render: () => (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {deckThemes.map((theme) => (
        <Paper key={theme.name} withBorder p="md" style={deckThemeVars(theme)}>
          <Group>
            <Avatar name="sam" color="initials" variant="light" radius="xl" />
            <Stack gap={4}>
              <Text fw={600} tt="capitalize">
                {theme.name} deck
              </Text>
              <Button size="xs">Review</Button>
            </Stack>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  ),
};
