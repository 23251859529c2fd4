import { Button } from "./button";

type PagerProps = {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What the rows are, for the summary and the buttons' labels ("users", "messages"). */
  noun: string;
  busy?: boolean;
};

/** "21–40 of 1,234 users" with Previous / Next, for lists paged on the server. */
export function Pager({ page, pageCount, pageSize, total, onPageChange, noun, busy = false }: PagerProps) {
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  const format = (value: number) => value.toLocaleString("en");
  return (
    <nav
      aria-label={`Pages of ${noun}`}
      className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm text-muted"
    >
      <p aria-live="polite">
        {first === 0 ? `No ${noun}` : `${format(first)}–${format(last)} of ${format(total)} ${noun}`}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={busy || page === 0} onClick={() => onPageChange(page - 1)}>
          Previous<span className="sr-only"> page of {noun}</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || page + 1 >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Next<span className="sr-only"> page of {noun}</span>
        </Button>
      </div>
    </nav>
  );
}
