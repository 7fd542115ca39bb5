import { IconX } from '@tabler/icons-react';
import { ActionIcon, Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { addTagSchema, messages } from '@phrasebook/domain';
import { toast, useFocusBack, useFormError } from '@phrasebook/ui';
import { SectionPaper } from '../../shared/components/section-paper.tsx';
import { useAddTagMutation, useRemoveTagMutation } from '../api/phrase-edits.ts';
import { WriteRefusedError } from '@phrasebook/data/outbox';
import { phraseEditOutbox, taggedText } from '../state/phrase-edit-outbox.ts';
import { PendingEdits } from './pending-edits.tsx';
import { REMOVE_BUTTON, useFocusAfterRemoval } from './use-focus-after-removal.ts';
import type { PhraseDetail } from '../api/phrase-query.ts';
import { focusFirstInvalid } from '@phrasebook/ui/forms';

/** The phrase's tags: add one (linking an existing tag of that name), remove the ones I added. */
export function TagsSection({ phrase, uid }: { phrase: PhraseDetail; uid: string }) {
  const add = useAddTagMutation();
  const remove = useRemoveTagMutation();
  const ref = { phraseId: phrase.id, phraseLang: phrase.lang };
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '' },
    validate: schemaResolver(addTagSchema, { sync: true }),
  });
  const formError = useFormError(form.setFieldError);
  // Mantine disables the button while it saves, which dropped the focus to the page's body.
  const submit = useFocusBack<HTMLButtonElement>(add.isPending);
  const focus = useFocusAfterRemoval(remove.isPending, phrase.tags.length);
  const onSubmit = form.onSubmit((values) => {
    formError.clear();
    const { name } = addTagSchema.parse(values);
    // The database links a tag of that name in any case, so a second 'Travel' changed nothing
    // and was toasted as if it had.
    if (phrase.tags.some((tag) => tag.name.toLowerCase() === name.toLowerCase())) {
      formError.show({ field: 'name', message: messages.tagTwice });
      form.getInputNode('name')?.focus();
      return;
    }
    // Emptied only if it still holds what was sent: a next tag typed while this one saved stays.
    const clearSent = () => {
      if (form.getValues().name === values.name) form.setFieldValue('name', '');
    };
    add.mutate(
      { ...ref, name },
      {
        onSuccess: (tagName) => {
          clearSent();
          // As the phrase lists it: 'Travel' links the language's 'travel'.
          toast.success(taggedText(tagName));
        },
        onError: (error) => {
          // The database's refusal goes under the field, where the learner typed.
          if (error instanceof WriteRefusedError) {
            formError.show({ field: 'name', message: error.message });
            return;
          }
          // Kept, and sent when it can be (docs/offline.md §3); listed above the form meanwhile.
          const id = crypto.randomUUID();
          phraseEditOutbox.add(uid, { kind: 'tag', id, ...ref, name, attempts: 0 });
          clearSent();
        },
      },
    );
  }, focusFirstInvalid);

  return (
    <SectionPaper title="Tags">
      {phrase.tags.length === 0 ? (
        <Text c="dimmed" size="sm">
          No tags yet.
        </Text>
      ) : (
        <Group ref={focus.list} gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {phrase.tags.map((tag) => (
            <li key={tag.id}>
              <Badge
                size="lg"
                variant="light"
                tt="none"
                rightSection={
                  tag.added_by === uid ? (
                    <ActionIcon
                      // 24 px, a finger's minimum target, reaching over the badge's padding.
                      size={24}
                      mr={-8}
                      variant="transparent"
                      color="inherit"
                      aria-label={`Remove tag ${tag.name}`}
                      {...REMOVE_BUTTON}
                      onClick={(event) => {
                        focus.removed(event.currentTarget);
                        remove.mutate({ ...ref, tagId: tag.id });
                      }}
                    >
                      <IconX size={14} aria-hidden />
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
      <PendingEdits uid={uid} phraseId={phrase.id} kind="tag" />
      <form onSubmit={onSubmit} noValidate aria-label="Add a tag">
        <Group align="flex-start" gap="sm" mt="md">
          <TextInput
            ref={focus.field}
            label="New tag"
            placeholder="e.g. food"
            key={form.key('name')}
            {...form.getInputProps('name')}
            style={{ flex: '1 1 12rem' }}
          />
          <Button ref={submit} type="submit" variant="light" mt={25} loading={add.isPending}>
            Add tag
          </Button>
        </Group>
      </form>
    </SectionPaper>
  );
}
