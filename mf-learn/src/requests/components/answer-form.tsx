import { useState } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { addPhraseSchema, defaultTranslationLang, languageName } from '@phrasebook/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { FormErrorAlert, toast, useFocusBack, useFormError } from '@phrasebook/ui';
import { PhraseTranslationFields } from '../../shared/components/phrase-translation-fields.tsx';
import { useAnswerRequestMutation } from '../api/answer-request.ts';
import { focusFirstInvalid } from '@phrasebook/ui/forms';

/** Any signed-in user answers with a phrase and its translation. */
export function AnswerForm({
  requestId,
  lang,
  languagesKnown,
}: {
  requestId: string;
  lang: string;
  languagesKnown: readonly string[];
}) {
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
  const onSubmit = form.onSubmit((values) => {
    formError.clear();
    answer.mutate(
      { requestId, lang, id: draftId, ...addPhraseSchema.parse(values) },
      {
        onSuccess: () => {
          toast.success('Thanks! Your answer is posted');
          setDraftId(crypto.randomUUID());
          form.setValues({ phrase_text: '', translation_text: '' });
        },
        onError: (error) => formError.show({ field: null, message: error.message }),
      },
    );
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
