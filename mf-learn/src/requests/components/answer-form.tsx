import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { addPhraseSchema, defaultTranslationLang, languageName } from '@phrasebook/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useSignedInUser } from '@phrasebook/data';
import { WriteRefusedError } from '@phrasebook/data/outbox';
import { FormErrorAlert, toast, useFocusBack, useFormError } from '@phrasebook/ui';
import { PhraseTranslationFields } from '../../shared/components/phrase-translation-fields.tsx';
import { useAnswerRequestMutation } from '../api/answer-request.ts';
import { ANSWER_POSTED, requestOutbox } from '../state/request-outbox.ts';
import { focusFirstInvalid } from '@phrasebook/ui/forms';

/** Toast once an answer that could not be sent waits in the request outbox. */
export const ANSWER_WAITING = 'Answer not posted yet: it is posted as soon as it can be';

/**
 * Any signed-in user answers with a phrase and its translation. An answer that cannot be sent
 * now (no network, a server fault) waits in the request outbox, listed above the form, and the
 * form is ready for another.
 */
export function AnswerForm({
  requestId,
  lang,
  languagesKnown,
}: {
  requestId: string;
  lang: string;
  languagesKnown: readonly string[];
}) {
  const uid = useSignedInUser().id;
  const [draftId, setDraftId] = useState(() => crypto.randomUUID());
  const answer = useAnswerRequestMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      phrase_text: '',
      translation_lang: defaultTranslationLang(languagesKnown, lang),
      translation_text: '',
    },
    validate: schemaResolver(addPhraseSchema, { sync: true }),
  });
  const formError = useFormError(form.setFieldError);
  // Mantine disables the button while it posts, which dropped the focus to the page's body.
  const submit = useFocusBack<HTMLButtonElement>(answer.isPending);
  const readyForNext = () => {
    setDraftId(crypto.randomUUID());
    form.setValues({ phrase_text: '', translation_text: '' });
  };
  const onSubmit = form.onSubmit((values) => {
    formError.clear();
    const input = { requestId, lang, id: draftId, ...addPhraseSchema.parse(values) };
    answer.mutate(input, {
      onSuccess: () => {
        toast.success(ANSWER_POSTED);
        readyForNext();
      },
      onError: (error) => {
        if (error instanceof WriteRefusedError) {
          formError.show({ field: null, message: error.message });
          return;
        }
        requestOutbox.add(uid, { kind: 'answer', ...input, attempts: 0 });
        toast(ANSWER_WAITING);
        readyForNext();
      },
    });
  }, focusFirstInvalid);
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="answer-title">
      <Stack gap="md">
        <Title order={3} fz="h4" id="answer-title">
          Answer this request
        </Title>
        <FormErrorAlert message={formError.formError} title="Could not post the answer" />
        <PhraseTranslationFields
          phraseLabel={`Phrase in ${languageName(lang)}`}
          phrase={form.getInputProps('phrase_text')}
          translationLang={form.getInputProps('translation_lang')}
          translation={form.getInputProps('translation_text')}
          preferred={languagesKnown}
        />
        <Group justify="flex-end">
          <Button ref={submit} type="submit" loading={answer.isPending}>
            Post answer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
