import { Table } from '@mantine/core';

export interface RetentionTableRow {
  retention: string;
  reviews: string;
  minutes: string;
  chosen: boolean;
}

/** The workload curve's figures, one row per desired retention, the learner's own marked. */
export function RetentionTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly RetentionTableRow[];
}) {
  return (
    <Table striped fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }} captionSide="top">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Desired retention</Table.Th>
          <Table.Th scope="col" ta="end">
            Reviews a day
          </Table.Th>
          <Table.Th scope="col" ta="end">
            Minutes a day
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.retention} aria-current={row.chosen ? 'true' : undefined}>
            <Table.Th scope="row" fw={row.chosen ? 700 : 400}>
              {row.chosen ? `${row.retention} (yours)` : row.retention}
            </Table.Th>
            <Table.Td ta="end">{row.reviews}</Table.Td>
            <Table.Td ta="end">{row.minutes}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
