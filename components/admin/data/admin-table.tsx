import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@/components/ui/table";
import type { AdminRow } from "./types";

export type AdminColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Long text (a message preview) may wrap; other cells stay on one line. */
  wrap?: boolean;
};

type AdminTableProps<Row extends AdminRow> = {
  id: string;
  /** The table's caption and the name of its scrolling region ("Travel plans, newest first"). */
  label: string;
  columns: AdminColumn<Row>[];
  rows: Row[];
  actions?: (row: Row) => ReactNode;
  /** The row whose edit form is open, marked as current. */
  currentId?: number;
  /** A newer page is loading: the rows stay, dimmed. */
  busy?: boolean;
};

/**
 * The admin lists' one table, on the shared Table parts: the ID column heads each row, the other
 * columns follow, then the row's actions. On a narrow screen it scrolls sideways inside a region
 * that takes the keyboard focus.
 */
export function AdminTable<Row extends AdminRow>({ id, label, columns, rows, actions, currentId, busy }: AdminTableProps<Row>) {
  return (
    // The wrapper is where the focus lands when a deleted row's button disappears.
    <div id={id} tabIndex={-1} className="rounded-2xl">
      <Table caption={label} busy={busy}>
        <TableHead>
          <TableRow>
            <TableHeaderCell>ID</TableHeaderCell>
            {columns.map((column) => (
              <TableHeaderCell key={column.header}>{column.header}</TableHeaderCell>
            ))}
            {actions && (
              <TableHeaderCell>
                <span className="sr-only">Actions</span>
              </TableHeaderCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} aria-current={row.id === currentId ? "true" : undefined} className={cn(row.id === currentId && "bg-primary-soft")}>
              <TableHeaderCell scope="row" className="font-semibold text-foreground">
                {row.id}
              </TableHeaderCell>
              {columns.map((column) => (
                <TableCell key={column.header} className={column.wrap ? "max-w-sm min-w-48" : "whitespace-nowrap"}>
                  {column.cell(row)}
                </TableCell>
              ))}
              {actions && (
                <TableCell className="whitespace-nowrap">
                  <div className="flex justify-end gap-2">{actions(row)}</div>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
