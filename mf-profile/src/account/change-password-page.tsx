import { useState } from 'react';
import { Anchor, Button, Paper, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { newPasswordSchema } from '@phrasebook/domain';
import { toAuthFormError, useUpdatePasswordMutation } from '@phrasebook/data';
import { PageContainer, PageHeader, toast } from '@phrasebook/ui';
import { FormErrorAlert } from '@phrasebook/ui';

/** Toast shown once the new password is stored. */
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed';

/** /profile/change-password: sets a new password for the signed-in user. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const update = useUpdatePasswordMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(newPasswordSchema, { sync: true }),
  });

  const onSubmit = form.onSubmit((values) => {
    setFormError(null);
    update.mutate(newPasswordSchema.parse(values), {
      onSuccess: () => {
        toast.success(PASSWORD_CHANGED_MESSAGE);
        void navigate('/profile');
      },
      onError: (error) => {
        const problem = toAuthFormError(error);
        if (problem.field === 'password') form.setFieldError('password', problem.message);
        else setFormError(problem.message);
      },
    });
  });

  return (
    <PageContainer size="sm">
      <PageHeader title="Change your password" subtitle="Pick one you do not use anywhere else." />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} noValidate aria-label="Change password">
          <Stack gap="md">
            <FormErrorAlert message={formError} title="Could not change your password" />
            <PasswordInput
              label="New password"
              description="At least 8 characters"
              autoComplete="new-password"
              withAsterisk
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={update.isPending}>
              Change password
            </Button>
            <Anchor component={Link} to="/profile" size="sm">
              Back to your profile
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </PageContainer>
  );
}
