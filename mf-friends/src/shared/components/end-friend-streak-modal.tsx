import { sharedStreakLength } from '@phrasebook/domain';
import { ConfirmActionModal } from './confirm-action-modal.tsx';

export interface EndFriendStreakModalProps {
  friendName: string;
  days: number;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before ending a shared streak: its days cannot be brought back. */
export function EndFriendStreakModal({ friendName, days, ...actions }: EndFriendStreakModalProps) {
  return (
    <ConfirmActionModal
      opened
      title={`End your shared streak with ${friendName}?`}
      message={`${days > 0 ? `Your ${sharedStreakLength(days)} together will stop counting. ` : ''}You can invite ${friendName} to a new shared streak later.`}
      confirmLabel="End shared streak"
      {...actions}
    />
  );
}
