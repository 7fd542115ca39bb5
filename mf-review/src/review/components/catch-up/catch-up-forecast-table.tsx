import { Table } from '@mantine/core';
import { formatShortDate, type CatchUpDay } from '@phrasebook/domain';

const dateOf = (day: string) => formatShortDate(`${day}T00:00:00Z`, undefined, 'UTC');

/** A plan's forecast, one row per day: the cards asked and the cards due before the cap. */
export function CatchUpForecastTable({ days }: { days: readonly CatchUpDay[] }) {
  return (
    <Table.ScrollContainer minWidth={280} maxHeight={320}>
      <Table striped captionSide="top" aria-label="Forecast by day">
        <Table.Caption>Forecast by day</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Day</Table.Th>
            <Table.Th ta="right">Cards to review</Table.Th>
            <Table.Th ta="right">Cards due</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days.map((day, index) => (
            <Table.Tr key={day.day}>
              <Table.Th scope="row" fw={400}>
                Day {index + 1} · {dateOf(day.day)}
              </Table.Th>
              <Table.Td ta="right">{day.cards}</Table.Td>
              <Table.Td ta="right">{day.due}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
