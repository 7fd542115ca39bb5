import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconMail, IconMailForward } from '@tabler/icons-react';
import { emailField, messages } from '@phrasebook/domain';
import { PRIVACY_EMAIL } from '../privacy-contact.ts';
import { removalRequestMailto, type RemovalScope } from './removal-request-email.ts';

const emailSchema = emailField();

/**
 * Writes the removal request as an email in the user's own mail app: the request must come
 * from the account's address, which is how we confirm it is really theirs.
 */
export function RemovalRequestForm() {
  const [email, setEmail] = useState('');
  const [scope, setScope] = useState<RemovalScope>('account');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ email?: string; details?: string }>({});
  const [mailto, setMailto] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    const next = {
      email: parsed.success ? undefined : parsed.error.issues[0]?.message,
      details: scope === 'some' && !details.trim() ? messages.required : undefined,
    };
    setErrors(next);
    if (!parsed.success || next.details) return;
    const href = removalRequestMailto({ email: parsed.data, scope, details });
    setMailto(href);
    window.location.assign(href);
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate aria-label="Removal request">
        <Stack gap="md">
          <TextInput
            label="Email address on your account"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={errors.email}
          />
          <Radio.Group
            label="What should we remove?"
            value={scope}
            onChange={(value) => setScope(value === 'some' ? 'some' : 'account')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="account" label="My whole account and everything in it" />
              <Radio value="some" label="Only some of my data" />
            </Stack>
          </Radio.Group>
          <Textarea
            label={scope === 'some' ? 'Which data?' : 'Anything else we should know? (optional)'}
            description={
              scope === 'some'
                ? 'For example: my chat messages with one friend, or my avatar picture.'
                : undefined
            }
            required={scope === 'some'}
            autosize
            minRows={3}
            value={details}
            onChange={(event) => setDetails(event.currentTarget.value)}
            error={errors.details}
          />
          <Button
            type="submit"
            leftSection={<IconMailForward size={18} aria-hidden />}
            w={{ base: '100%', sm: 'fit-content' }}
          >
            Write the request email
          </Button>
          {mailto ? (
            <Alert
              variant="light"
              icon={<IconMail aria-hidden />}
              title="Your email app should open now"
              role="status"
            >
              <Text size="sm">
                Send the email it prepared from the address on your account. If nothing opened,{' '}
                <a href={mailto}>open the prepared email</a> or write to {PRIVACY_EMAIL} yourself.
              </Text>
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
