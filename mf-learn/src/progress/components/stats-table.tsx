import classes from './stats.module.css';

export interface StatsTableProps {
  caption: string;
  columns: readonly string[];
  /** One row per entry; the first cell names the row. */
  rows: readonly (readonly (string | number)[])[];
}

/** A chart's numbers as a table: read by screen readers always, shown on request. */
export function StatsTable({ caption, columns, rows }: StatsTableProps) {
  return (
    <table className={classes.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...values]) => (
          <tr key={String(name)}>
            <th scope="row">{name}</th>
            {values.map((value, index) => (
              <td key={columns[index + 1] ?? index}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
