/** Admin date wording beyond src/shared/dates.ts; UTC like the rest of the site. */
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "5 December 2026". */
export function formatDayMonthYear(value: Date | string): string {
  return dayMonthYear.format(value instanceof Date ? value : new Date(value));
}

/** A published post whose date is still ahead appears on the site only then. */
export function isScheduled(post: { status: string; publishDate: string }, now = new Date()): boolean {
  return post.status === 'published' && new Date(post.publishDate).getTime() > now.getTime();
}
