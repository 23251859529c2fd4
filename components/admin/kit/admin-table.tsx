import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";

export type AdminColumn<Row> = {
  /** The column's heading; a hidden one ("Actions" of the data screens) is a ReactNode. */
  header: ReactNode;
  /** Tells columns apart when the header is not plain text. */
  key?: string;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (the screen reader's row header): the id, a code, a member. */
  rowHeader?: boolean;
  className?: string;
};

/** Every admin row has a numeric id: the table's key and the path of its edit and delete calls. */
export type AdminRow = { id: number };

type AdminTableProps<Row extends AdminRow> = {
  id?: string;
  /** The table's caption and the name of its scrolling region ("Travel plans, newest first"). */
  caption: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  /** The row being edited, or just created, marked as current. */
  currentId?: number;
  /** A newer page is loading: the rows stay, dimmed. */
  busy?: boolean;
};

/**
 * The one table of the admin lists, on the shared Table parts. On a narrow screen it scrolls
 * sideways inside a region that takes the keyboard focus.
 */
export function AdminTable<Row extends AdminRow>({
  id,
  caption,
  columns,
  rows,
  currentId,
  busy,
}: AdminTableProps<Row>) {
  const keyOf = (column: AdminColumn<Row>, index: number) =>
    column.key ?? (typeof column.header === "string" ? column.header : String(index));
  return (
    // The wrapper is where the focus lands when a deleted row's button disappears.
    <div id={id} tabIndex={id ? -1 : undefined} className="rounded-2xl">
      <Table caption={caption} busy={busy}>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableHeaderCell key={keyOf(column, index)}>{column.header}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.id}
              aria-current={row.id === currentId ? "true" : undefined}
              className={cn(row.id === currentId && "bg-primary-soft")}
            >
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <TableHeaderCell key={keyOf(column, index)} scope="row" className={column.className}>
                    {column.cell(row)}
                  </TableHeaderCell>
                ) : (
                  <TableCell key={keyOf(column, index)} className={column.className}>
                    {column.cell(row)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
