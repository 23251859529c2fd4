import ICAL from "ical.js";

/**
 * A budget of recurrence steps. ical.js's iterator can loop inside one `next()` call for as long
 * as a rule finds no match (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30` steps day after day for ever),
 * so counting the occurrences it yields bounds nothing. Every internal step (a second, minute,
 * hour, day, week, month or year moved on, a year's days expanded) is counted here instead, and
 * the work stops with BudgetExceeded when the budget is spent. Time zone rules run through the
 * same iterator, so a VTIMEZONE is held by the same budget.
 */
export class BudgetExceeded extends Error {
  constructor() {
    super("Its recurrence rule costs too much to expand");
  }
}

const STEP_METHODS = [
  "next_second",
  "next_minute",
  "next_hour",
  "next_day",
  "next_week",
  "next_month",
  "next_year",
  "expand_year_days",
  "increment_month",
];

let remaining = Number.POSITIVE_INFINITY;
let deadline = Number.POSITIVE_INFINITY;
let patched = false;

function patchIterator() {
  if (patched) return;
  patched = true;
  const prototype = ICAL.RecurIterator.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of STEP_METHODS) {
    const original = prototype[name];
    if (typeof original !== "function") continue;
    prototype[name] = function counted(this: unknown, ...args: unknown[]) {
      // Steps differ in cost (a month's expansion is more than a day's): the clock is checked too.
      if (--remaining < 0 || ((remaining & 255) === 0 && performance.now() > deadline)) throw new BudgetExceeded();
      return original.apply(this, args);
    };
  }
}

/**
 * Runs `work` with at most `steps` recurrence steps and until `until` (a performance.now() time),
 * and tells `spent` how many steps it used, even when it throws.
 */
export function withBudget<T>(
  budget: { steps: number; until: number },
  work: () => T,
  spent: (used: number) => void,
): T {
  patchIterator();
  const outer = { remaining, deadline };
  const start = Math.max(0, budget.steps);
  remaining = start;
  deadline = budget.until;
  try {
    return work();
  } finally {
    spent(start - Math.max(0, remaining));
    ({ remaining, deadline } = outer);
  }
}
