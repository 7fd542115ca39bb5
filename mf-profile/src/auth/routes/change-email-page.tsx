import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { Link } from 'react-router';
import { changeEmailSchemaFor } from '@phrasebook/domain';
import { toAuthFormError, useAuthSession } from '@phrasebook/data';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { FormErrorAlert, PageContainer, PageHeader, useFormError } from '@phrasebook/ui';
import { useChangeEmailMutation } from '../api/change-email.ts';
import { focusFirstInvalid } from '@phrasebook/ui/forms';

/** /profile/change-email: asks for a new address; the change completes from the mailed link. */
export default function ChangeEmailPage() {
  const { user } = useAuthSession();
  const change = useChangeEmailMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const schema = changeEmailSchemaFor(user?.email);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  const formError = useFormError(form.setFieldError);

  const onSubmit = form.onSubmit((values, event) => {
    formError.clear();
    setSentTo(null);
    const { email } = schema.parse(values);
    change.mutate(
      { email },
      {
        onSuccess: () => {
          setSentTo(email);
          form.reset();
        },
        onError: (error) => {
          const problem = toAuthFormError(error);
          formError.show({ ...problem, field: problem.field === 'email' ? 'email' : null });
          // An address the server refused (taken) takes the focus as the schema's do.
          focusFirstInvalid(null, null, event);
        },
      },
    );
  }, focusFirstInvalid);

  return (
    <PageContainer size="sm">
      <PageHeader
        title="Change your email"
        subtitle={`You sign in with ${user?.email ?? 'your current email'}.`}
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} noValidate aria-label="Change email">
          <Stack gap="md">
            {sentTo ? (
              <Alert color="teal" variant="light" title="Check your inbox" role="status">
                We sent a confirmation link to {sentTo}. Your email changes once you follow it.
              </Alert>
            ) : null}
            <FormErrorAlert message={formError.formError} title="Could not change your email" />
            <TextInput
              label="New email"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={change.isPending}>
              Send confirmation link
            </Button>
            <Text size="sm">
              <Anchor component={Link} to="/profile">
                Back to your profile
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </PageContainer>
  );
}
