import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate, useParams } from 'react-router';
import { useSignedInUser } from '@phrasebook/data';
import { WriteRefusedError } from '@phrasebook/data/outbox';
import { characterCount, languageName, limits, newRequestSchema } from '@phrasebook/domain';
import { Button, Group, Paper, Stack, Text, Title, Textarea } from '@mantine/core';
import { FormErrorAlert, toast, useFormError } from '@phrasebook/ui';
import { useCreateRequestMutation } from '../api/create-request.ts';
import { REQUEST_CREATED, requestOutbox } from '../state/request-outbox.ts';
import { focusFirstInvalid } from '@phrasebook/ui/forms';

/** Toast once a request that could not be sent waits in the request outbox. */
export const REQUEST_WAITING = 'Request not sent yet: it is sent as soon as it can be';

/**
 * /learn/:lang/requests/new: ask for a phrase (docs/product.md §5: 10 to 280 characters). The
 * request's id is made here, so a retry makes one request; one that cannot be sent now (no
 * network, a server fault) waits in the request outbox, listed on the requests page.
 */
export default function NewRequestPage() {
  const [id] = useState(() => crypto.randomUUID());
  const lang = useParams().lang ?? '';
  const user = useSignedInUser();
  const navigate = useNavigate();
  const create = useCreateRequestMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { prompt: '' },
    validate: schemaResolver(newRequestSchema, { sync: true }),
  });
  const formError = useFormError(form.setFieldError);
  const onSubmit = form.onSubmit((values) => {
    formError.clear();
    const { prompt } = newRequestSchema.parse(values);
    create.mutate(
      { id, lang, prompt },
      {
        onSuccess: async () => {
          toast.success(REQUEST_CREATED);
          await navigate(`/learn/${lang}/requests/${id}`);
        },
        onError: async (error) => {
          if (error instanceof WriteRefusedError) {
            formError.show({ field: null, message: error.message });
            return;
          }
          requestOutbox.add(user.id, { kind: 'request', id, lang, prompt, attempts: 0 });
          toast(REQUEST_WAITING);
          await navigate(`/learn/${lang}/requests`);
        },
      },
    );
  }, focusFirstInvalid);
  const length = characterCount(form.values.prompt.trim());
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        New request
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} noValidate aria-label="New request">
          <Stack gap="md">
            <FormErrorAlert message={formError.formError} title="Could not create the request" />
            <Textarea
              autosize
              label={`What would you like to say in ${languageName(lang)}?`}
              description="Describe the situation: who you are talking to and what you mean."
              minRows={3}
              required
              data-autofocus
              autoFocus
              {...form.getInputProps('prompt')}
            />
            <Group justify="space-between">
              <Text size="xs" c={length > limits.requestPromptMax ? 'red' : 'dimmed'}>
                {length} / {limits.requestPromptMax}
              </Text>
              <Button type="submit" loading={create.isPending}>
                Ask for this phrase
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
