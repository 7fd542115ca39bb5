import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconClipboardText } from '@tabler/icons-react';
import type { StagedPhrase } from '@phrasebook/domain';
import { LanguageSelect } from '../../shared/components/language-select.tsx';
import { parsePastedPhrases } from './paste-parser.ts';

/**
 * Paste many phrases at once: a spreadsheet's columns (which copy as tabs), lines of
 * phrase,translation, or CSV with a header. The hint never asks for a tab, which a phone's
 * keyboard cannot type. The note under it belongs to the form, which clears it once the staged
 * phrases are added.
 */
export function PasteBox({
  defaultLang,
  languagesKnown,
  note,
  onNote,
  onStage,
}: {
  defaultLang: string;
  languagesKnown: readonly string[];
  note: string | null;
  onNote: (note: string | null) => void;
  /**
   * The phrases staged, the language of their translations (for those without one), and
   * whether the keyboard staged them.
   */
  onStage: (phrases: StagedPhrase[], translationLang: string, fromKeyboard: boolean) => void;
}) {
  const [text, setText] = useState('');
  // Said once for the whole paste: a list of English lines was staged, row by row, in the
  // learner's first known language when that was another.
  const [translationLang, setTranslationLang] = useState(defaultLang);
  const stage = (fromKeyboard: boolean) => {
    const staged = parsePastedPhrases(text, translationLang);
    if (staged.length === 0) {
      onNote('Nothing to stage: paste at least one line.');
      return;
    }
    onStage(staged, translationLang, fromKeyboard);
    setText('');
    onNote(`${staged.length} ${staged.length === 1 ? 'phrase' : 'phrases'} staged below.`);
  };
  return (
    <Stack gap="xs">
      <Textarea
        autosize
        label="Paste phrases"
        description="Paste two columns from a spreadsheet (phrase, translation), or write one phrase per line with a comma before its translation. A first line such as phrase,translation,lang or phrase,eng,fra names the columns."
        minRows={3}
        maxRows={10}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <LanguageSelect
        label="Language of the translations"
        description="For lines without a language of their own (a lang column, or a column per language)"
        preferred={languagesKnown}
        value={translationLang}
        onChange={(event) => setTranslationLang(event.currentTarget.value)}
        maw="24rem"
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {note}
        </Text>
        <Button
          variant="light"
          leftSection={<IconClipboardText size={16} aria-hidden />}
          // detail 0: Enter or Space.
          onClick={(event) => stage(event.detail === 0)}
          disabled={text.trim() === ''}
        >
          Stage pasted lines
        </Button>
      </Group>
    </Stack>
  );
}
