import { toast } from '@phrasebook/ui';
import { useUpdateReviewSettingsMutation } from '../api/update-review-settings.ts';
import { SwitchRow } from './switch-row.tsx';

/**
 * Whether the review's reveal plays the phrase's best recording by itself (docs/product.md §4
 * "Recordings"): a switch, as the notification settings are, so its state reads in words as
 * well as colour.
 */
export function AutoplaySection({ uid, value }: { uid: string; value: boolean }) {
  const update = useUpdateReviewSettingsMutation();
  const pending = update.isPending ? update.variables.patch : null;
  const on = pending && 'autoplay_recordings' in pending ? pending.autoplay_recordings : value;
  return (
    <SwitchRow
      label="Play recordings on reveal"
      description="The answer plays a friend's recording as it shows"
      on={on}
      disabled={update.isPending}
      onToggle={() =>
        update.mutate(
          { uid, patch: { autoplay_recordings: !on } },
          {
            onSuccess: () =>
              toast.success(
                on ? 'Recordings play when you tap them' : 'Recordings play when the answer shows',
              ),
          },
        )
      }
    />
  );
}
