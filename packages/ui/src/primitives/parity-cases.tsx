import type { ReactElement } from 'react';
import type * as primitives from './index.ts';

/** Either library: the primitives, or Mantine's components with the same names. */
export type Library = typeof primitives;

const icon = <svg data-icon="" />;

/**
 * Every primitive beside Mantine's component with the props the apps pass (their usage,
 * surveyed across shell/, mf-*\/ and packages/ui): the same markup means the same look, since
 * both are drawn by Mantine's stylesheets.
 */
export const parityCases: Record<string, (ui: Library) => ReactElement> = {
  'Text default': (ui) => <ui.Text>Hi</ui.Text>,
  'Text sizes and colours': (ui) => (
    <ui.Text size="sm" c="dimmed" fw={600} ta="center" mt={4} lh={1.2}>
      Hi
    </ui.Text>
  ),
  'Text xs span truncate': (ui) => (
    <ui.Text span size="xs" truncate="end" c="red" tt="uppercase" fs="italic" ff="monospace">
      Hi
    </ui.Text>
  ),
  'Text truncate true inherit': (ui) => (
    <ui.Text truncate inherit component="span" aria-hidden>
      Hi
    </ui.Text>
  ),
  'Text lg fz responsive': (ui) => (
    <ui.Text size="lg" fz={{ base: 26, sm: 34 }} fw={900} mb="lg" lh={1}>
      404
    </ui.Text>
  ),
  'Text fz number, style, var colour': (ui) => (
    <ui.Text fz={28} c="var(--mantine-color-text)" style={{ overflowWrap: 'anywhere' }} m={0}>
      Hi
    </ui.Text>
  ),
  'Text fz key, padding, width': (ui) => (
    <ui.Text fz="xs" p="sm" px="md" py="xs" w="100%" maw={420} mr={8} role="status">
      Hi
    </ui.Text>
  ),
  'Text gradient': (ui) => (
    <ui.Text variant="gradient" gradient={{ from: 'violet.4', to: 'pink.4', deg: 45 }}>
      404
    </ui.Text>
  ),
  'Text as time, blockquote': (ui) => (
    <>
      <ui.Text component="time" dateTime="2026-01-01" size="xs" c="dimmed">
        now
      </ui.Text>
      <ui.Text component="blockquote" fs="italic">
        quote
      </ui.Text>
    </>
  ),
  'Anchor default, hover, never': (ui) => (
    <>
      <ui.Anchor href="/learn">Home</ui.Anchor>
      <ui.Anchor href="/x" underline="hover" c="inherit" fw={700} size="sm">
        X
      </ui.Anchor>
      <ui.Anchor
        href="/y"
        underline="never"
        truncate="end"
        display="inline-block"
        w="fit-content"
        mb="md"
        inherit
      >
        Y
      </ui.Anchor>
    </>
  ),
  'Title orders and sizes': (ui) => (
    <>
      <ui.Title>One</ui.Title>
      <ui.Title order={2} mb="sm" id="t">
        Two
      </ui.Title>
      <ui.Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        Three
      </ui.Title>
      <ui.Title order={2} fz="h3">
        Four
      </ui.Title>
      <ui.Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        Five
      </ui.Title>
    </>
  ),
  'Group defaults and options': (ui) => (
    <>
      <ui.Group>
        <span>a</span>
        {false}
        <span>b</span>
      </ui.Group>
      <ui.Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start" mt="md">
        <span>a</span>
      </ui.Group>
      <ui.Group gap={6} grow component="ul" aria-label="Tags" m={0} p={0}>
        <li>a</li>
        <li>b</li>
      </ui.Group>
      <ui.Group pl={{ base: 0, sm: 'lg' }} py="sm" mb="xl" align="baseline">
        <span>a</span>
      </ui.Group>
    </>
  ),
  'Stack defaults and options': (ui) => (
    <>
      <ui.Stack>
        <span>a</span>
      </ui.Stack>
      <ui.Stack gap="xs" align="center" justify="center" ta="center" w="100%" maw={640} p="md">
        <span>a</span>
      </ui.Stack>
      <ui.Stack component="ul" gap={0} style={{ listStyle: 'none' }} mb="md" p={0} m={0} mt="md">
        <li>a</li>
      </ui.Stack>
    </>
  ),
  'Paper variants': (ui) => (
    <>
      <ui.Paper withBorder>a</ui.Paper>
      <ui.Paper
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
        shadow="sm"
        component="section"
        aria-label="x"
      >
        b
      </ui.Paper>
      <ui.Paper radius="md" p="sm" w="100%" maw={720} bg="white" px="md" py="xs">
        c
      </ui.Paper>
    </>
  ),
  'Center, VisuallyHidden, Container, Box': (ui) => (
    <>
      <ui.Center py="xl" mih="50vh" role="status">
        a
      </ui.Center>
      <ui.VisuallyHidden>hidden</ui.VisuallyHidden>
      <ui.Container size="md" py="lg" px={{ base: 'md', sm: 'lg' }}>
        c
      </ui.Container>
      <ui.Box component="main" p={{ base: 'md', sm: 'lg' }} className="x" data-mine>
        d
      </ui.Box>
    </>
  ),
  'Badge variants': (ui) => (
    <>
      <ui.Badge>New</ui.Badge>
      <ui.Badge size="sm" color="red" variant="filled" circle>
        2
      </ui.Badge>
      <ui.Badge size="xs" variant="light" color="teal" leftSection={icon}>
        Added
      </ui.Badge>
      <ui.Badge variant="default" size="lg" tt="none">
        Tag
      </ui.Badge>
      <ui.Badge variant="dot" color="deck-pink">
        Dot
      </ui.Badge>
      <ui.Badge variant="light" color="gray" rightSection={icon}>
        Gray
      </ui.Badge>
    </>
  ),
  'Alert variants': (ui) => (
    <>
      <ui.Alert color="yellow" title="Archived" icon={icon}>
        Body
      </ui.Alert>
      <ui.Alert variant="light" color="red" role="status" radius="md">
        Only body
      </ui.Alert>
      <ui.Alert
        color="blue"
        title="Only title"
        styles={{ title: { fontSize: 'var(--mantine-font-size-md)' } }}
      />
    </>
  ),
  'Loader sizes': (ui) => (
    <>
      <ui.Loader aria-label="Loading" />
      <ui.Loader size="xs" color="yellow" aria-hidden />
      <ui.Loader size="sm" />
    </>
  ),
  UnstyledButton: (ui) => (
    <>
      <ui.UnstyledButton className="c" aria-label="Search">
        a
      </ui.UnstyledButton>
      <ui.UnstyledButton component="a" href="/friends" p="sm">
        b
      </ui.UnstyledButton>
    </>
  ),
  'Button variants and colours': (ui) => (
    <>
      <ui.Button>Go</ui.Button>
      <ui.Button variant="default" size="xs" leftSection={icon}>
        Default
      </ui.Button>
      <ui.Button variant="light" color="red" rightSection={icon} radius="xl">
        Light
      </ui.Button>
      <ui.Button variant="subtle" color="gray" size="compact-sm">
        Subtle
      </ui.Button>
      <ui.Button color="red.8" fullWidth type="submit">
        Shade
      </ui.Button>
      <ui.Button color="teal" size="md" w="fit-content" mt={{ base: 0, xs: 25 }}>
        Teal
      </ui.Button>
      <ui.Button
        variant="filled"
        color="blue.8"
        h={72}
        radius="md"
        styles={{ label: { width: '100%' } }}
      >
        Blue
      </ui.Button>
      <ui.Button variant="light" size="compact-xs" color="yellow">
        Yellow
      </ui.Button>
      <ui.Button size="lg" visibleFrom="sm">
        Big
      </ui.Button>
      <ui.Button disabled>Off</ui.Button>
      <ui.Button component="a" href="/learn" variant="subtle">
        Link
      </ui.Button>
    </>
  ),
  'Button loading': (ui) => <ui.Button loading>Saving</ui.Button>,
  'ActionIcon variants': (ui) => (
    <>
      <ui.ActionIcon variant="subtle" color="gray" aria-label="Expand">
        {icon}
      </ui.ActionIcon>
      <ui.ActionIcon variant="light" size="lg" radius="xl" aria-label="Send" type="submit">
        {icon}
      </ui.ActionIcon>
      <ui.ActionIcon variant="transparent" color="inherit" size="xs" aria-label="Remove">
        {icon}
      </ui.ActionIcon>
      <ui.ActionIcon
        size={36}
        color="red"
        variant="subtle"
        hiddenFrom="sm"
        mt={26}
        disabled
        aria-label="x"
      >
        {icon}
      </ui.ActionIcon>
    </>
  ),
};
