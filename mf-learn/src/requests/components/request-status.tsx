import { Badge } from '@mantine/core';

const labels: Record<string, { label: string; color: string }> = {
  pending: { label: 'Waiting for an answer', color: 'yellow' },
  fulfilled: { label: 'Answered', color: 'teal' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

/** A request's status as a badge. */
export function RequestStatus({ status }: { status: string }) {
  const { label, color } = labels[status] ?? { label: status, color: 'gray' };
  return (
    <Badge variant="dot" color={color} tt="none">
      {label}
    </Badge>
  );
}
