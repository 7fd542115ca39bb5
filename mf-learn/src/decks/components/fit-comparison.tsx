import { Table, Text } from '@mantine/core';
import type { ScheduleFit } from '@phrasebook/domain';

/** Before and after on the learner's own reviews, and what the change costs a day. */
export function FitComparison({
  before,
  after,
  extraReviewsPerDay,
  retention,
}: {
  before: ScheduleFit;
  after: ScheduleFit;
  extraReviewsPerDay: number;
  retention: number;
}) {
  const rounded = Math.round(extraReviewsPerDay * 10) / 10;
  const atRetention = `at ${Math.round(retention * 100)} % retention`;
  return (
    <>
      <Table withTableBorder maw={420} aria-label="Schedule fit on your reviews">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">On your {before.reviews} reviews</Table.Th>
            <Table.Th scope="col">Current</Table.Th>
            <Table.Th scope="col">Optimised</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Log loss</Table.Th>
            <Table.Td>{before.logLoss.toFixed(4)}</Table.Td>
            <Table.Td>{after.logLoss.toFixed(4)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">RMSE</Table.Th>
            <Table.Td>{(before.rmse * 100).toFixed(2)} %</Table.Td>
            <Table.Td>{(after.rmse * 100).toFixed(2)} %</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        Lower is better: both measure how far the schedule&apos;s predicted chance of recall was
        from what you actually remembered.
      </Text>
      <Text size="sm">
        {rounded === 0
          ? `About as many reviews a day ${atRetention}.`
          : `About ${Math.abs(rounded)} ${rounded > 0 ? 'more' : 'fewer'} reviews a day ${atRetention}.`}
      </Text>
    </>
  );
}
