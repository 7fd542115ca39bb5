import { useState, type FormEvent } from 'react';
import { useForm } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { Button, Notice, RadioGroup, TextArea, TextField } from '@phrasebook/ui/lean';
import { PRIVACY_EMAIL } from '../privacy-contact.ts';
import classes from '../policy.module.css';
import { removalRequestMailto, type RemovalScope } from './removal-request-email.ts';

const scopes = [
  { value: 'account', label: 'My whole account and everything in it' },
  { value: 'some', label: 'Only some of my data' },
] as const;

/** The schemas (zod) load with the first submit, so the page itself stays small. */
const loadDomain = () => import('@phrasebook/domain');

/**
 * Writes the removal request as an email in the user's own mail app: the request must come
 * from the account's address, which is how we confirm it is really theirs.
 */
export function RemovalRequestForm() {
  const form = useForm<{ email: string; scope: RemovalScope; details: string }>({
    mode: 'controlled',
    initialValues: { email: '', scope: 'account', details: '' },
  });
  const [mailto, setMailto] = useState<string | null>(null);
  const { scope } = form.getValues();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { emailField, messages } = await loadDomain();
    const { email, details } = form.getValues();
    const parsed = emailField().safeParse(email);
    const missingDetails = scope === 'some' && !details.trim();
    form.setErrors({
      email: parsed.success ? undefined : parsed.error.issues[0]?.message,
      details: missingDetails ? messages.required : undefined,
    });
    if (!parsed.success || missingDetails) return;
    const href = removalRequestMailto({ email: parsed.data, scope, details });
    setMailto(href);
    window.location.assign(href);
  }

  return (
    <div className={classes.formCard}>
      <form
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadDomain().catch(() => {})}
        noValidate
        aria-label="Removal request"
        className={classes.form}
      >
        <TextField
          label="Email address on your account"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <RadioGroup
          label="What should we remove?"
          options={scopes}
          value={scope}
          onChange={(value) => form.setFieldValue('scope', value === 'some' ? 'some' : 'account')}
        />
        <TextArea
          label={scope === 'some' ? 'Which data?' : 'Anything else we should know? (optional)'}
          description={
            scope === 'some'
              ? 'For example: my chat messages with one friend, or my avatar picture.'
              : undefined
          }
          required={scope === 'some'}
          minRows={3}
          {...form.getInputProps('details')}
        />
        <Button
          type="submit"
          leftSection={<IconMailForward size={18} aria-hidden />}
          className={classes.submit}
        >
          Write the request email
        </Button>
        {mailto ? (
          <Notice title="Your email app should open now" color="primary" icon="mail">
            Send the email it prepared from the address on your account. If nothing opened,{' '}
            <a href={mailto}>open the prepared email</a> or write to {PRIVACY_EMAIL} yourself.
          </Notice>
        ) : null}
      </form>
    </div>
  );
}
