import { Button, Group } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

/** Toggle buttons, one per tag of the language; results carry every pressed tag. */
export function TagChips({
  tags,
  selected,
  onChange,
}: {
  tags: readonly string[];
  selected: readonly string[];
  onChange: (tags: string[]) => void;
}) {
  return (
    <Group gap={6} role="group" aria-label="Tags">
      {tags.map((tag) => {
        const pressed = selected.includes(tag);
        return (
          <Button
            key={tag}
            size="compact-sm"
            radius="xl"
            dir="auto"
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            leftSection={pressed ? <IconCheck size={14} aria-hidden /> : undefined}
            onClick={() =>
              onChange(pressed ? selected.filter((t) => t !== tag) : [...selected, tag])
            }
          >
            {tag}
          </Button>
        );
      })}
    </Group>
  );
}
