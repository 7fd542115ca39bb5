import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconClipboardText } from '@tabler/icons-react';
import type { StagedPhrase } from '@phrasebook/domain';
import { parsePastedPhrases } from './paste-parser.ts';

/** Paste many phrases at once: lines of phrase<TAB>translation, or CSV with a header. */
export function PasteBox({
  defaultLang,
  onStage,
}: {
  defaultLang: string;
  onStage: (phrases: StagedPhrase[]) => void;
}) {
  const [text, setText] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const stage = () => {
    const staged = parsePastedPhrases(text, defaultLang);
    if (staged.length === 0) {
      setNote('Nothing to stage: paste at least one line.');
      return;
    }
    onStage(staged);
    setText('');
    setNote(`${staged.length} ${staged.length === 1 ? 'phrase' : 'phrases'} staged below.`);
  };
  return (
    <Stack gap="xs">
      <Textarea
        autosize
        label="Paste phrases"
        description="One per line: phrase, a tab, then its translation (as copied from a spreadsheet); or CSV with a header such as phrase,translation,lang or phrase,eng,fra."
        minRows={3}
        maxRows={10}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {note}
        </Text>
        <Button
          variant="light"
          leftSection={<IconClipboardText size={16} aria-hidden />}
          onClick={stage}
          disabled={text.trim() === ''}
        >
          Stage pasted lines
        </Button>
      </Group>
    </Stack>
  );
}
