import { Link, useNavigate } from 'react-router';
import { toAuthFormError, useUpdatePasswordMutation } from '@phrasebook/data';
import { Anchor, Paper } from '@mantine/core';
import { NewPasswordForm, PageContainer, PageHeader, toast } from '@phrasebook/ui';

/** Toast shown once the new password is stored. */
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed';

/** /profile/change-password: sets a new password for the signed-in user. */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const update = useUpdatePasswordMutation();
  return (
    <PageContainer size="sm">
      <PageHeader title="Change your password" subtitle="Pick one you do not use anywhere else." />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <NewPasswordForm
          label="Change password"
          submitLabel="Change password"
          save={update.mutateAsync}
          toProblem={toAuthFormError}
          onSaved={() => {
            toast.success(PASSWORD_CHANGED_MESSAGE);
            void navigate('/profile');
          }}
          footer={
            <Anchor component={Link} to="/profile" size="sm">
              Back to your profile
            </Anchor>
          }
        />
      </Paper>
    </PageContainer>
  );
}
