import { useState } from 'react';
import { IconX } from '@tabler/icons-react';
import { ActionIcon, Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { toast } from '@phrasebook/ui';
import { SectionPaper } from '../../shared/components/section-paper.tsx';
import { useAddTagMutation, useRemoveTagMutation } from '../api/phrase-edits.ts';
import type { PhraseDetail } from '../api/phrase-query.ts';

/** The database's rule for tag names (tag_name_1_to_40), checked before sending. */
const TAG_MAX = 40;

/** The phrase's tags: add one (linking an existing tag of that name), remove the ones I added. */
export function TagsSection({ phrase, uid }: { phrase: PhraseDetail; uid: string }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddTagMutation();
  const remove = useRemoveTagMutation();
  const ref = { phraseId: phrase.id, phraseLang: phrase.lang };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') return setProblem('Please enter a tag');
    if (trimmed.length > TAG_MAX) return setProblem(`A tag has at most ${TAG_MAX} characters`);
    setProblem(null);
    add.mutate(
      { ...ref, name: trimmed },
      {
        onSuccess: () => {
          setName('');
          toast.success(`Tagged "${trimmed}"`);
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <SectionPaper title="Tags">
      {phrase.tags.length === 0 ? (
        <Text c="dimmed" size="sm">
          No tags yet.
        </Text>
      ) : (
        <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {phrase.tags.map((tag) => (
            <li key={tag.id}>
              <Badge
                size="lg"
                variant="light"
                tt="none"
                rightSection={
                  tag.added_by === uid ? (
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      color="inherit"
                      aria-label={`Remove tag ${tag.name}`}
                      onClick={() => remove.mutate({ ...ref, tagId: tag.id })}
                    >
                      <IconX size={12} aria-hidden />
                    </ActionIcon>
                  ) : undefined
                }
              >
                {tag.name}
              </Badge>
            </li>
          ))}
        </Group>
      )}
      <form onSubmit={onSubmit} noValidate aria-label="Add a tag">
        <Group align="flex-start" gap="sm" mt="md">
          <TextInput
            label="New tag"
            placeholder="e.g. food"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={problem}
            style={{ flex: '1 1 12rem' }}
          />
          <Button type="submit" variant="light" mt={25} loading={add.isPending}>
            Add tag
          </Button>
        </Group>
      </form>
    </SectionPaper>
  );
}
