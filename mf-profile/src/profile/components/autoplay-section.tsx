import { Button, Stack, Text } from '@mantine/core';
import { toast } from '@phrasebook/ui';
import { useUpdateReviewSettingsMutation } from '../api/update-review-settings.ts';

/**
 * Whether the review's reveal plays the phrase's best recording by itself (docs/product.md §4
 * "Recordings"). A pressed-or-not button, as the answer buttons are, for the same weight reason.
 */
export function AutoplaySection({ uid, value }: { uid: string; value: boolean }) {
  const update = useUpdateReviewSettingsMutation();
  const pending = update.isPending ? update.variables.patch : null;
  const on = pending && 'autoplay_recordings' in pending ? pending.autoplay_recordings : value;
  return (
    <Stack gap="xs">
      <Text size="sm" id="autoplay-label">
        Recordings: the answer plays a friend's recording as it shows
      </Text>
      <Button
        w="fit-content"
        variant={on ? 'filled' : 'default'}
        aria-pressed={on}
        aria-describedby="autoplay-label"
        disabled={update.isPending}
        onClick={() =>
          update.mutate(
            { uid, patch: { autoplay_recordings: !on } },
            {
              onSuccess: () =>
                toast.success(
                  on
                    ? 'Recordings play when you tap them'
                    : 'Recordings play when the answer shows',
                ),
            },
          )
        }
      >
        Play recordings on reveal
      </Button>
    </Stack>
  );
}
