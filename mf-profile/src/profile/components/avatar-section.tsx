import { useRef, useState } from 'react';
import { IconUpload } from '@tabler/icons-react';
import { avatarUrl } from '@phrasebook/data';
import { useOnline } from '@phrasebook/data/online';
import { Button, Group, Stack, Text } from '@mantine/core';
import { toast, UserAvatar } from '@phrasebook/ui';
import { AVATAR_ACCEPT, avatarFileProblem } from '../api/avatar-file.ts';
import { useUploadAvatarMutation } from '../api/upload-avatar.ts';

/** Toast shown once a new avatar is saved. */
export const AVATAR_SAVED_MESSAGE = 'Your new avatar is saved';

export interface AvatarSectionProps {
  uid: string;
  username: string;
  avatarPath: string | null;
}

/**
 * The user's avatar with an upload button. Files that are not images or are over 5 MB are
 * refused here with a clear message before anything is sent; the bucket refuses them too.
 */
export function AvatarSection({ uid, username, avatarPath }: AvatarSectionProps) {
  const upload = useUploadAvatarMutation();
  const online = useOnline();
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onFile = (file: File | null) => {
    if (!file) return;
    const refusal = avatarFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    upload.mutate(
      { uid, file, previousPath: avatarPath },
      {
        onSuccess: () => toast.success(AVATAR_SAVED_MESSAGE),
        onError: (error) => setProblem(error instanceof Error ? error.message : String(error)),
      },
    );
  };

  return (
    <Group gap="lg" align="center">
      <UserAvatar username={username} src={avatarUrl(avatarPath)} size={96} />
      <Stack gap={6} align="flex-start">
        <input
          ref={fileInput}
          type="file"
          accept={AVATAR_ACCEPT}
          hidden
          onChange={(event) => {
            onFile(event.currentTarget.files?.[0] ?? null);
            // The same file can be chosen again after a refusal.
            event.currentTarget.value = '';
          }}
        />
        <Button
          variant="light"
          leftSection={<IconUpload size={16} aria-hidden />}
          loading={upload.isPending && online}
          disabled={!online}
          aria-describedby="avatar-hint"
          onClick={() => fileInput.current?.click()}
        >
          Upload a new avatar
        </Button>
        <Text id="avatar-hint" size="xs" c="dimmed">
          {online
            ? 'PNG, JPEG, GIF or WebP, up to 5 MB.'
            : 'You are offline: uploading a new avatar needs the network.'}
        </Text>
        {problem ? (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
