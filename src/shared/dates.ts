/**
 * Date formats of SPEC section 9. Formatted in UTC so the server-rendered HTML and the
 * hydrated page always agree, whatever the visitor's time zone.
 */
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** "November 2026": the public list and the article. */
export function formatMonthYear(value: Date | string): string {
  return monthYear.format(toDate(value));
}

/** "Nov 2026": the admin list ("MMM yyyy"). */
export function formatShortMonthYear(value: Date | string): string {
  const date = toDate(value);
  return `${SHORT_MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** "21 November 2026, 09:30 UTC": an exact moment, e.g. when a scheduled post appears. */
export function formatDateTime(value: Date | string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short',
  }).format(toDate(value));
}
