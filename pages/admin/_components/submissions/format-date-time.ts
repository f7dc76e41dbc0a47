/** "21 Nov 2026, 09:39 UTC": compact enough for a table cell; UTC like the rest of the site. */
const formatter = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short',
});

export function formatShortDateTime(value: string): string {
  return formatter.format(new Date(value));
}
