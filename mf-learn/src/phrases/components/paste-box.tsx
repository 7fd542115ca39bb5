import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconClipboardText } from '@tabler/icons-react';
import type { StagedPhrase } from '@phrasebook/domain';
import { parsePastedPhrases } from './paste-parser.ts';

/**
 * Paste many phrases at once: lines of phrase<TAB>translation, or CSV with a header. The note
 * under it belongs to the form, which clears it once the staged phrases are added.
 */
export function PasteBox({
  defaultLang,
  note,
  onNote,
  onStage,
}: {
  defaultLang: string;
  note: string | null;
  onNote: (note: string | null) => void;
  onStage: (phrases: StagedPhrase[]) => void;
}) {
  const [text, setText] = useState('');
  const stage = () => {
    const staged = parsePastedPhrases(text, defaultLang);
    if (staged.length === 0) {
      onNote('Nothing to stage: paste at least one line.');
      return;
    }
    onStage(staged);
    setText('');
    onNote(`${staged.length} ${staged.length === 1 ? 'phrase' : 'phrases'} staged below.`);
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
