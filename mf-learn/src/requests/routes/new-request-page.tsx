import { schemaResolver, useForm } from '@mantine/form';
import { useNavigate, useParams } from 'react-router';
import { useSignedInUser } from '@phrasebook/data';
import { characterCount, languageName, limits, newRequestSchema } from '@phrasebook/domain';
import { Button, Group, Paper, Stack, Text, Title, Textarea } from '@mantine/core';
import { FormErrorAlert, toast, useFormError } from '@phrasebook/ui';
import { useCreateRequestMutation } from '../api/create-request.ts';
import { focusFirstInvalid } from '@phrasebook/ui/forms';

/** /learn/:lang/requests/new: ask for a phrase (docs/product.md §5: 10 to 280 characters). */
export default function NewRequestPage() {
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
      { uid: user.id, lang, prompt },
      {
        onSuccess: async (id) => {
          toast.success('Request created: share it with friends who can help');
          await navigate(`/learn/${lang}/requests/${id}`);
        },
        onError: (error) => formError.show({ field: null, message: error.message }),
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
