import { Alert } from '@mantine/core';

/** While the network is gone, the session goes on: say so, and how many scores wait. */
export function OfflineNotice({ waiting }: { waiting: number }) {
  return (
    <Alert color="gray" variant="light" title="You are offline">
      {waiting === 0
        ? 'Your scores are kept on this device and sent when the network returns.'
        : `${waiting} ${waiting === 1 ? 'score waits' : 'scores wait'} on this device, to be sent when the network returns.`}
    </Alert>
  );
}
