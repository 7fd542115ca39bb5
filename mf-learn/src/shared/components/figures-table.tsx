import classes from './figures-table.module.css';

export interface FiguresTableProps {
  caption: string;
  columns: readonly string[];
  /** One row per entry; the first cell names the row. */
  rows: readonly (readonly (string | number)[])[];
  /** The name of the row that is the learner's own (their retention), marked as current. */
  current?: string;
}

/**
 * A chart's figures as a table: read by screen readers always, shown on request ("Show as
 * table"), on the progress page and beside the workload curve.
 */
export function FiguresTable({ caption, columns, rows, current }: FiguresTableProps) {
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
          <tr key={String(name)} aria-current={name === current ? 'true' : undefined}>
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
