/** Admin date wording beyond src/shared/dates.ts; UTC like the rest of the site. */
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "5 December 2026". */
export function formatDayMonthYear(value: Date | string): string {
  return dayMonthYear.format(value instanceof Date ? value : new Date(value));
}

